#!/usr/bin/python3
"""Writes src/tools/qa/facts.json from the hand-checked tables below.

Every fact satisfies: sentence.endswith(answer + ".") and the answer occurs
exactly once in the sentence (so sentence.index(answer) is the answer's
position and everything after it is ".").

pretrain flags: stratified per relation, deterministic (sha256 of the id),
about half true.  capital and capital_of facts of the same country share one
flag (so a held-out "Paris is the capital of France" is not leaked by its
reverse).  Forced: the two Pittsburgh facts are false; the facts used as
demonstrations in src/tools/prompts.json are true.

Usage: /usr/bin/python3 train/corpus/make_facts.py [--out src/tools/qa/facts.json]
"""
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# name, article, capital, continent, currency (with its article-less name), main language
# None = left out (ambiguous or not well known).
COUNTRIES = [
    ("France", "", "Paris", "Europe", "euro", "French"),
    ("Germany", "", "Berlin", "Europe", "euro", "German"),
    ("Italy", "", "Rome", "Europe", "euro", "Italian"),
    ("Spain", "", "Madrid", "Europe", "euro", "Spanish"),
    ("Portugal", "", "Lisbon", "Europe", "euro", "Portuguese"),
    ("Netherlands", "the", "Amsterdam", "Europe", "euro", "Dutch"),
    ("Belgium", "", "Brussels", "Europe", "euro", None),
    ("Austria", "", "Vienna", "Europe", "euro", "German"),
    ("Greece", "", "Athens", "Europe", "euro", "Greek"),
    ("Ireland", "", "Dublin", "Europe", "euro", None),
    ("United Kingdom", "the", "London", "Europe", "pound sterling", "English"),
    ("Poland", "", "Warsaw", "Europe", "zloty", "Polish"),
    ("Sweden", "", "Stockholm", "Europe", "Swedish krona", "Swedish"),
    ("Norway", "", "Oslo", "Europe", "Norwegian krone", "Norwegian"),
    ("Denmark", "", "Copenhagen", "Europe", "Danish krone", "Danish"),
    ("Finland", "", "Helsinki", "Europe", "euro", "Finnish"),
    ("Iceland", "", "Reykjavik", "Europe", "Icelandic krona", "Icelandic"),
    ("Hungary", "", "Budapest", "Europe", "forint", "Hungarian"),
    ("Czech Republic", "the", "Prague", "Europe", "Czech koruna", "Czech"),
    ("Romania", "", "Bucharest", "Europe", "Romanian leu", "Romanian"),
    ("Ukraine", "", "Kyiv", "Europe", "hryvnia", "Ukrainian"),
    ("Serbia", "", "Belgrade", "Europe", "Serbian dinar", "Serbian"),
    ("Slovakia", "", "Bratislava", "Europe", "euro", "Slovak"),
    ("Estonia", "", "Tallinn", "Europe", "euro", "Estonian"),
    ("Latvia", "", "Riga", "Europe", None, "Latvian"),
    ("Lithuania", "", "Vilnius", "Europe", None, "Lithuanian"),
    ("Albania", "", "Tirana", "Europe", "lek", "Albanian"),
    ("Croatia", "", "Zagreb", "Europe", None, "Croatian"),
    ("Bulgaria", "", "Sofia", "Europe", None, "Bulgarian"),
    ("Russia", "", "Moscow", None, "ruble", "Russian"),
    ("Turkey", "", "Ankara", None, "Turkish lira", "Turkish"),
    ("Switzerland", "", None, "Europe", "Swiss franc", None),
    ("Egypt", "", "Cairo", "Africa", "Egyptian pound", "Arabic"),
    ("Kenya", "", "Nairobi", "Africa", "Kenyan shilling", None),
    ("Nigeria", "", "Abuja", "Africa", "naira", None),
    ("Ethiopia", "", "Addis Ababa", "Africa", "birr", None),
    ("Morocco", "", "Rabat", "Africa", "Moroccan dirham", None),
    ("Ghana", "", "Accra", "Africa", "cedi", None),
    ("South Africa", "", None, "Africa", "rand", None),
    ("Algeria", "", "Algiers", "Africa", None, None),
    ("Tunisia", "", "Tunis", "Africa", None, None),
    ("Senegal", "", "Dakar", "Africa", None, None),
    ("Uganda", "", "Kampala", "Africa", None, None),
    ("Zimbabwe", "", "Harare", "Africa", None, None),
    ("Angola", "", "Luanda", "Africa", "kwanza", "Portuguese"),
    ("Mozambique", "", "Maputo", "Africa", None, "Portuguese"),
    ("Rwanda", "", "Kigali", "Africa", None, None),
    ("Sudan", "", "Khartoum", "Africa", None, None),
    ("Madagascar", "", "Antananarivo", "Africa", None, None),
    ("Japan", "", "Tokyo", "Asia", "yen", "Japanese"),
    ("China", "", "Beijing", "Asia", "yuan", "Mandarin"),
    ("India", "", "New Delhi", "Asia", "Indian rupee", None),
    ("South Korea", "", "Seoul", "Asia", "won", "Korean"),
    ("Thailand", "", "Bangkok", "Asia", "baht", "Thai"),
    ("Vietnam", "", "Hanoi", "Asia", "dong", "Vietnamese"),
    ("Indonesia", "", None, "Asia", "rupiah", "Indonesian"),
    ("Philippines", "the", "Manila", "Asia", "Philippine peso", None),
    ("Pakistan", "", "Islamabad", "Asia", "Pakistani rupee", None),
    ("Bangladesh", "", "Dhaka", "Asia", "taka", "Bengali"),
    ("Iran", "", "Tehran", "Asia", "rial", "Persian"),
    ("Iraq", "", "Baghdad", "Asia", None, None),
    ("Saudi Arabia", "", "Riyadh", "Asia", "Saudi riyal", "Arabic"),
    ("Mongolia", "", "Ulaanbaatar", "Asia", "tugrik", "Mongolian"),
    ("Nepal", "", "Kathmandu", "Asia", None, "Nepali"),
    ("Malaysia", "", "Kuala Lumpur", "Asia", "ringgit", "Malay"),
    ("Cambodia", "", "Phnom Penh", "Asia", "riel", "Khmer"),
    ("Qatar", "", "Doha", "Asia", None, None),
    ("Jordan", "", "Amman", "Asia", None, None),
    ("Syria", "", "Damascus", "Asia", None, None),
    ("Lebanon", "", "Beirut", "Asia", None, None),
    ("Afghanistan", "", "Kabul", "Asia", None, None),
    ("Laos", "", "Vientiane", "Asia", None, None),
    ("United States", "the", None, "North America", "US dollar", "English"),
    ("Canada", "", "Ottawa", "North America", "Canadian dollar", None),
    ("Mexico", "", "Mexico City", "North America", "Mexican peso", "Spanish"),
    ("Cuba", "", "Havana", "North America", None, "Spanish"),
    ("Jamaica", "", "Kingston", "North America", "Jamaican dollar", "English"),
    ("Brazil", "", "Brasilia", "South America", "real", "Portuguese"),
    ("Argentina", "", "Buenos Aires", "South America", "Argentine peso", "Spanish"),
    ("Chile", "", "Santiago", "South America", "Chilean peso", "Spanish"),
    ("Peru", "", "Lima", "South America", "sol", "Spanish"),
    ("Colombia", "", "Bogota", "South America", "Colombian peso", "Spanish"),
    ("Venezuela", "", "Caracas", "South America", None, "Spanish"),
    ("Ecuador", "", "Quito", "South America", "US dollar", "Spanish"),
    ("Uruguay", "", "Montevideo", "South America", "Uruguayan peso", "Spanish"),
    ("Paraguay", "", "Asuncion", "South America", None, None),
    ("Australia", "", "Canberra", None, "Australian dollar", "English"),
    ("New Zealand", "", "Wellington", None, "New Zealand dollar", "English"),
]

# Kept to 300-500 facts: per relation, the countries left out.
DROP_CAPITAL = {"Rwanda", "Sudan", "Madagascar", "Laos", "Afghanistan", "Lebanon", "Syria",
                "Jordan", "Qatar", "Zimbabwe", "Uganda", "Senegal", "Tunisia", "Algeria",
                "Mozambique", "Angola", "Albania", "Latvia", "Lithuania", "Estonia",
                "Slovakia", "Serbia", "Paraguay", "Uruguay"}
KEEP_CONTINENT = {"France", "Germany", "Italy", "Spain", "Poland", "Sweden", "Norway", "Greece",
                  "Egypt", "Kenya", "Nigeria", "Ethiopia", "Morocco", "Ghana", "South Africa",
                  "Japan", "China", "India", "Thailand", "Vietnam", "Mongolia", "Canada",
                  "Mexico", "Brazil", "Argentina", "Peru", "Chile", "Colombia"}
DROP_CURRENCY = {"Albania", "Serbia", "Romania", "Ukraine", "Angola", "Iran", "Mongolia",
                 "Cambodia", "Ghana", "Ethiopia", "Morocco", "Uruguay", "Jamaica",
                 "Czech Republic", "Iceland", "Philippines", "Pakistan", "Slovakia", "Estonia",
                 "Finland", "Austria", "Netherlands", "Belgium", "Ireland", "Portugal",
                 "Ecuador", "Colombia", "New Zealand"}
DROP_LANGUAGE = {"Slovakia", "Estonia", "Latvia", "Lithuania", "Albania", "Croatia", "Bulgaria",
                 "Serbia", "Romania", "Angola", "Mozambique", "Cambodia", "Nepal", "Mongolia",
                 "Jamaica", "New Zealand", "Ecuador", "Uruguay", "Venezuela", "Cuba", "Colombia",
                 "Peru", "Czech Republic", "Finland", "Hungary"}
# other facts left out to stay under 500
DROP_IDS = {
    "geneva-country", "salzburg-country", "busan-country", "guadalajara-country",
    "bergen-country", "gothenburg-country", "antwerp-country",
    "emma-author", "macbeth-author", "ulysses-author", "divine-comedy-author",
    "anna-karenina-author", "canterbury-tales-author", "raven-author", "charlotte-s-web-author",
    "walt-disney-born-year", "karl-marx-born-year", "leo-tolstoy-born-year",
    "sigmund-freud-born-year", "elvis-presley-born-year", "bill-gates-born-year",
    "ada-lovelace-born-year",
    "pisa-river", "turin-river", "bordeaux-river", "bratislava-river", "basel-river",
    "airbnb-founded-year", "ebay-founded-year", "harley-davidson-founded-year",
    "nvidia-founded-year",
    "magnesium-chemical-symbol", "neon-chemical-symbol", "chlorine-chemical-symbol",
    "tin-chemical-symbol",
}

# city -> country (non-capital cities), with the country's article
CITY_COUNTRY = [
    ("Sydney", "Australia"), ("Melbourne", "Australia"), ("Toronto", "Canada"),
    ("Vancouver", "Canada"), ("Montreal", "Canada"), ("Barcelona", "Spain"),
    ("Seville", "Spain"), ("Milan", "Italy"), ("Venice", "Italy"), ("Florence", "Italy"),
    ("Naples", "Italy"), ("Munich", "Germany"), ("Hamburg", "Germany"),
    ("Frankfurt", "Germany"), ("Cologne", "Germany"), ("Marseille", "France"),
    ("Lyon", "France"), ("Osaka", "Japan"), ("Kyoto", "Japan"), ("Shanghai", "China"),
    ("Mumbai", "India"), ("Kolkata", "India"), ("Istanbul", "Turkey"),
    ("Rio de Janeiro", "Brazil"), ("Sao Paulo", "Brazil"), ("Zurich", "Switzerland"),
    ("Geneva", "Switzerland"), ("Porto", "Portugal"), ("Rotterdam", "the Netherlands"),
    ("Antwerp", "Belgium"), ("Krakow", "Poland"), ("Gothenburg", "Sweden"),
    ("Bergen", "Norway"), ("Casablanca", "Morocco"), ("Alexandria", "Egypt"),
    ("Lagos", "Nigeria"), ("Johannesburg", "South Africa"), ("Auckland", "New Zealand"),
    ("Dubai", "the United Arab Emirates"), ("Busan", "South Korea"),
    ("Guadalajara", "Mexico"), ("Salzburg", "Austria"), ("Chicago", "the United States"),
    ("Houston", "the United States"), ("Pittsburgh", "the United States"),
]

NICKNAMES = [
    ("Pittsburgh", "the Steel City"), ("Chicago", "the Windy City"),
    ("New York", "the Big Apple"), ("Paris", "the City of Light"),
    ("Las Vegas", "Sin City"), ("Los Angeles", "the City of Angels"),
    ("Philadelphia", "the City of Brotherly Love"), ("Rome", "the Eternal City"),
    ("New Orleans", "the Big Easy"), ("Detroit", "the Motor City"),
    ("Boston", "Beantown"), ("Nashville", "Music City"),
    ("Denver", "the Mile High City"), ("Seattle", "the Emerald City"),
    ("Jaipur", "the Pink City"), ("Kolkata", "the City of Joy"),
    ("Singapore", "the Lion City"), ("Houston", "Space City"),
    ("Cape Town", "the Mother City"), ("Jodhpur", "the Blue City"),
    ("Mumbai", "the City of Dreams"), ("Edinburgh", "the Athens of the North"),
]

# (invention phrase as used after "invented", person)
INVENTORS = [
    ("the telephone", "Alexander Graham Bell"), ("the phonograph", "Thomas Edison"),
    ("the World Wide Web", "Tim Berners-Lee"), ("dynamite", "Alfred Nobel"),
    ("the printing press", "Johannes Gutenberg"), ("the airplane", "the Wright brothers"),
    ("the cotton gin", "Eli Whitney"), ("the lightning rod", "Benjamin Franklin"),
("the safety elevator", "Elisha Otis"),
    ("Morse code", "Samuel Morse"), ("the ballpoint pen", "Laszlo Biro"),
    ("the mercury thermometer", "Daniel Gabriel Fahrenheit"),
    ("the electric battery", "Alessandro Volta"), ("the Rubik's Cube", "Erno Rubik"),
    ("the stethoscope", "Rene Laennec"), ("the dishwasher", "Josephine Cochrane"),
    ("the hot air balloon", "the Montgolfier brothers"),
    ("vulcanized rubber", "Charles Goodyear"), ("the automobile", "Karl Benz"),
    ("the instant camera", "Edwin Land"), ("the spinning jenny", "James Hargreaves"),
    ("the flying shuttle", "John Kay"), ("the mercury barometer", "Evangelista Torricelli"),
    ("the pendulum clock", "Christiaan Huygens"), ("the cash register", "James Ritty"),
]

AUTHORS = [
    ("Hamlet", "William Shakespeare"), ("Romeo and Juliet", "William Shakespeare"),
    ("Macbeth", "William Shakespeare"), ("Pride and Prejudice", "Jane Austen"),
    ("Emma", "Jane Austen"), ("Animal Farm", "George Orwell"),
    ("Nineteen Eighty-Four", "George Orwell"), ("Moby-Dick", "Herman Melville"),
    ("War and Peace", "Leo Tolstoy"), ("Anna Karenina", "Leo Tolstoy"),
    ("Crime and Punishment", "Fyodor Dostoevsky"), ("Don Quixote", "Miguel de Cervantes"),
    ("Oliver Twist", "Charles Dickens"), ("Great Expectations", "Charles Dickens"),
    ("A Christmas Carol", "Charles Dickens"), ("The Adventures of Tom Sawyer", "Mark Twain"),
    ("Frankenstein", "Mary Shelley"), ("Dracula", "Bram Stoker"),
    ("Jane Eyre", "Charlotte Bronte"), ("Wuthering Heights", "Emily Bronte"),
    ("The Great Gatsby", "F. Scott Fitzgerald"), ("To Kill a Mockingbird", "Harper Lee"),
    ("Les Miserables", "Victor Hugo"), ("The Hobbit", "J. R. R. Tolkien"),
    ("Alice's Adventures in Wonderland", "Lewis Carroll"),
    ("The Divine Comedy", "Dante Alighieri"), ("The Old Man and the Sea", "Ernest Hemingway"),
    ("Treasure Island", "Robert Louis Stevenson"), ("The Time Machine", "H. G. Wells"),
    ("Brave New World", "Aldous Huxley"), ("Ulysses", "James Joyce"),
    ("The Grapes of Wrath", "John Steinbeck"), ("Little Women", "Louisa May Alcott"),
    ("The Jungle Book", "Rudyard Kipling"), ("Robinson Crusoe", "Daniel Defoe"),
    ("Gulliver's Travels", "Jonathan Swift"), ("The Canterbury Tales", "Geoffrey Chaucer"),
    ("Around the World in Eighty Days", "Jules Verne"),
    ("The Wind in the Willows", "Kenneth Grahame"), ("Peter Pan", "J. M. Barrie"),
    ("Charlotte's Web", "E. B. White"), ("The Raven", "Edgar Allan Poe"),
]

BORN = [
    ("Albert Einstein", 1879), ("Leonardo da Vinci", 1452), ("William Shakespeare", 1564),
    ("Wolfgang Amadeus Mozart", 1756), ("Ludwig van Beethoven", 1770),
    ("Johann Sebastian Bach", 1685), ("Charles Darwin", 1809), ("Abraham Lincoln", 1809),
    ("Marie Curie", 1867), ("Galileo Galilei", 1564), ("Nikola Tesla", 1856),
    ("Thomas Edison", 1847), ("Napoleon Bonaparte", 1769), ("Queen Victoria", 1819),
    ("Mahatma Gandhi", 1869), ("Nelson Mandela", 1918), ("Winston Churchill", 1874),
    ("Alexander Graham Bell", 1847), ("Frida Kahlo", 1907), ("Pablo Picasso", 1881),
    ("Vincent van Gogh", 1853), ("Michelangelo", 1475), ("Charles Dickens", 1812),
    ("Jane Austen", 1775), ("Mark Twain", 1835), ("Ada Lovelace", 1815),
    ("Alan Turing", 1912), ("Johannes Kepler", 1571), ("Nicolaus Copernicus", 1473),
    ("Louis Pasteur", 1822), ("Sigmund Freud", 1856), ("Amelia Earhart", 1897),
    ("Neil Armstrong", 1930), ("John F. Kennedy", 1917), ("Elvis Presley", 1935),
    ("Florence Nightingale", 1820), ("Rosa Parks", 1913), ("Stephen Hawking", 1942),
    ("Leo Tolstoy", 1828), ("Karl Marx", 1818), ("Walt Disney", 1901),
    ("Steve Jobs", 1955), ("Bill Gates", 1955),
]

FOUNDED = [
    ("Harvard University", 1636), ("Yale University", 1701), ("Microsoft", 1975),
    ("Apple", 1976), ("Google", 1998), ("Amazon", 1994), ("Facebook", 2004),
    ("Netflix", 1997), ("YouTube", 2005), ("Twitter", 2006), ("Tesla", 2003),
    ("Intel", 1968), ("Sony", 1946), ("Nintendo", 1889), ("the Ford Motor Company", 1903),
    ("Harley-Davidson", 1903), ("IKEA", 1943), ("Boeing", 1916),
    ("the United Nations", 1945), ("NATO", 1949), ("Nvidia", 1993), ("eBay", 1995),
    ("Airbnb", 2008), ("Wikipedia", 2001),
]

RIVERS = [
    ("London", "Thames"), ("Paris", "Seine"), ("Rome", "Tiber"), ("Vienna", "Danube"),
    ("Budapest", "Danube"), ("Cairo", "Nile"), ("Baghdad", "Tigris"),
    ("New Orleans", "Mississippi River"), ("Cologne", "Rhine"), ("Prague", "Vltava"),
    ("Warsaw", "Vistula"), ("Dresden", "Elbe"), ("Florence", "Arno"), ("Lisbon", "Tagus"),
    ("Kyiv", "Dnieper"), ("Hamburg", "Elbe"), ("Berlin", "Spree"),
    ("Seville", "Guadalquivir"), ("Bordeaux", "Garonne"), ("Basel", "Rhine"),
    ("Bratislava", "Danube"), ("Belgrade", "Danube"), ("Varanasi", "Ganges"),
    ("Khartoum", "Nile"), ("Montreal", "St. Lawrence River"), ("Turin", "Po"),
    ("St. Louis", "Mississippi River"), ("Cincinnati", "Ohio River"), ("Pisa", "Arno"),
]

OCEANS = [
    ("Hawaii", "Pacific Ocean"), ("Madagascar", "Indian Ocean"), ("Iceland", "Atlantic Ocean"),
    ("Bermuda", "Atlantic Ocean"), ("Fiji", "Pacific Ocean"), ("the Maldives", "Indian Ocean"),
    ("Mauritius", "Indian Ocean"), ("Sri Lanka", "Indian Ocean"), ("Tahiti", "Pacific Ocean"),
    ("the Azores", "Atlantic Ocean"), ("the Canary Islands", "Atlantic Ocean"),
    ("the Seychelles", "Indian Ocean"), ("Samoa", "Pacific Ocean"),
    ("the Galapagos Islands", "Pacific Ocean"), ("Easter Island", "Pacific Ocean"),
    ("Guam", "Pacific Ocean"), ("the Falkland Islands", "Atlantic Ocean"),
]

MOUNTAINS = [
    ("Mount Everest", "Himalayas"), ("K2", "Karakoram"), ("Mont Blanc", "Alps"),
    ("the Matterhorn", "Alps"), ("the Eiger", "Alps"), ("the Zugspitze", "Alps"),
    ("Denali", "Alaska Range"), ("Aconcagua", "Andes"), ("Chimborazo", "Andes"),
    ("Cotopaxi", "Andes"), ("Mount Elbrus", "Caucasus"), ("Pikes Peak", "Rocky Mountains"),
    ("Mount Elbert", "Rocky Mountains"), ("Ben Nevis", "Grampian Mountains"),
    ("Mount Whitney", "Sierra Nevada"), ("Mount Rainier", "Cascade Range"),
    ("Mount Hood", "Cascade Range"), ("Kangchenjunga", "Himalayas"),
    ("Annapurna", "Himalayas"), ("Mount Mitchell", "Appalachian Mountains"),
]

PAINTERS = [
    ("the Mona Lisa", "Leonardo da Vinci"), ("The Starry Night", "Vincent van Gogh"),
    ("The Last Supper", "Leonardo da Vinci"), ("Guernica", "Pablo Picasso"),
    ("The Scream", "Edvard Munch"), ("The Persistence of Memory", "Salvador Dali"),
    ("The Birth of Venus", "Sandro Botticelli"),
    ("Girl with a Pearl Earring", "Johannes Vermeer"), ("The Night Watch", "Rembrandt"),
    ("American Gothic", "Grant Wood"), ("The Kiss", "Gustav Klimt"),
    ("the ceiling of the Sistine Chapel", "Michelangelo"),
]

COMPOSERS = [
    ("The Four Seasons", "Antonio Vivaldi"), ("The Nutcracker", "Pyotr Ilyich Tchaikovsky"),
    ("Swan Lake", "Pyotr Ilyich Tchaikovsky"), ("The Magic Flute", "Wolfgang Amadeus Mozart"),
    ("the Moonlight Sonata", "Ludwig van Beethoven"), ("Bolero", "Maurice Ravel"),
    ("The Planets", "Gustav Holst"), ("Rhapsody in Blue", "George Gershwin"),
    ("Carmen", "Georges Bizet"), ("The Barber of Seville", "Gioachino Rossini"),
    ("Aida", "Giuseppe Verdi"), ("La Boheme", "Giacomo Puccini"),
    ("Messiah", "George Frideric Handel"), ("The Rite of Spring", "Igor Stravinsky"),
    ("Clair de Lune", "Claude Debussy"),
]

ELEMENTS = [
    ("gold", "Au"), ("silver", "Ag"), ("iron", "Fe"), ("lead", "Pb"), ("copper", "Cu"),
    ("sodium", "Na"), ("potassium", "K"), ("mercury", "Hg"), ("tin", "Sn"),
    ("oxygen", "O"), ("hydrogen", "H"), ("carbon", "C"), ("nitrogen", "N"),
    ("helium", "He"), ("calcium", "Ca"), ("zinc", "Zn"), ("chlorine", "Cl"),
    ("platinum", "Pt"), ("neon", "Ne"), ("magnesium", "Mg"),
]

# relation -> question templates ({X} = subject as written mid-sentence)
QUESTIONS = {
    "nickname": ["What other name is {X} known by?", "What is {X}'s nickname?"],
    "country": ["In which country is {X}?"],
    "capital": ["What is the capital of {X}?", "Which city is the capital of {X}?"],
    "capital_of": ["Which country is {X} the capital of?", "{X} is the capital of which country?"],
    "continent": ["On which continent is {X}?", "Which continent is {X} in?"],
    "currency": ["What is the currency of {X}?", "Which currency is used in {X}?"],
    "language": ["What is the main language of {X}?", "Which language is mainly spoken in {X}?"],
    "inventor": ["Who invented {X}?", "Who was the inventor of {X}?"],
    "author": ["Who wrote {X}?", "Who is the author of {X}?"],
    "born_year": ["In which year was {X} born?", "When was {X} born?"],
    "founded_year": ["In which year was {X} founded?", "When was {X} founded?"],
    "river": ["Which river does {X} lie on?", "On which river is {X}?"],
    "ocean": ["In which ocean is {X}?", "Which ocean is {X} in?"],
    "mountain_range": ["Which mountain range is {X} part of?", "In which mountain range is {X}?"],
    "painter": ["Who painted {X}?"],
    "composer": ["Who composed {X}?"],
    "chemical_symbol": ["What is the chemical symbol for {X}?", "What is the symbol of the element {X}?"],
}

# demonstration facts in prompts.json: must be pretrain=true
FORCE_TRUE = {"chicago-nickname", "telephone-inventor", "lisbon-capital-of", "portugal-capital"}
FORCE_FALSE = {"pittsburgh-nickname", "pittsburgh-country"}


def slug(s):
    s = re.sub(r"^(the|a|an) ", "", s.lower())
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


def split_article(phrase):
    """'the Windy City' -> ('the', 'Windy City'); 'Sin City' -> ('', 'Sin City')."""
    if phrase.startswith("the "):
        return "the", phrase[4:]
    return "", phrase


def cap(s):
    return s[0].upper() + s[1:]


def with_art(art, name):
    return (art + " " + name) if art else name


def build():
    facts = []
    dropped = set()

    def add(fid, subject, relation, answer, sentence, qsubj, group=None):
        if fid in DROP_IDS:
            dropped.add(fid)
            return
        qs = [q.replace("{X}", qsubj) for q in QUESTIONS[relation]]
        qs = [cap(q) for q in qs]
        facts.append({"id": fid, "subject": subject, "relation": relation, "answer": answer,
                      "questions": qs, "sentence": sentence, "_group": group or fid})

    for name, art, capital, continent, currency, lang in COUNTRIES:
        full = with_art(art, name)
        s = slug(name)
        if capital and name not in DROP_CAPITAL:
            add(f"{s}-capital", name, "capital", capital,
                f"The capital of {full} is {capital}.", full, group="cap:" + s)
            add(f"{slug(capital)}-capital-of", capital, "capital_of", name,
                f"{capital} is the capital of {full}.", capital, group="cap:" + s)
        if continent and name in KEEP_CONTINENT:
            add(f"{s}-continent", name, "continent", continent,
                f"{cap(full)} is a country in {continent}.", full)
        if currency and name not in DROP_CURRENCY:
            add(f"{s}-currency", name, "currency", currency,
                f"The currency of {full} is the {currency}.", full)
        if lang and name not in DROP_LANGUAGE:
            add(f"{s}-language", name, "language", lang,
                f"The main language of {full} is {lang}.", full)
    for city, country in CITY_COUNTRY:
        art, name = split_article(country)
        add(f"{slug(city)}-country", city, "country", name,
            f"{city} is a city in {country}.", city)
    for city, nick in NICKNAMES:
        art, name = split_article(nick)
        add(f"{slug(city)}-nickname", city, "nickname", name,
            f"{city} is also known as {nick}.", city)
    for inv, person in INVENTORS:
        art, name = split_article(person)
        add(f"{slug(inv)}-inventor", split_article(inv)[1], "inventor", name,
            f"{cap(inv)} was invented by {person}.", inv)
    for book, person in AUTHORS:
        add(f"{slug(book)}-author", book, "author", person,
            f"{book} was written by {person}.", book)
    for person, year in BORN:
        add(f"{slug(person)}-born-year", person, "born_year", str(year),
            f"{person} was born in {year}.", person)
    for org, year in FOUNDED:
        add(f"{slug(org)}-founded-year", split_article(org)[1], "founded_year", str(year),
            f"{cap(org)} was founded in {year}.", org)
    for city, river in RIVERS:
        add(f"{slug(city)}-river", city, "river", river,
            f"{city} lies on the {river}.", city)
    for place, ocean in OCEANS:
        plural = place.endswith("s")  # the Maldives, the Azores, ... islands
        add(f"{slug(place)}-ocean", split_article(place)[1], "ocean", ocean,
            f"{cap(place)} {'lie' if plural else 'lies'} in the {ocean}.", place)
        if plural:
            facts[-1]["questions"] = [f"In which ocean are {place}?", f"Which ocean are {place} in?"]
    for mtn, rng in MOUNTAINS:
        add(f"{slug(mtn)}-mountain-range", split_article(mtn)[1], "mountain_range", rng,
            f"{cap(mtn)} is part of the {rng}.", mtn)
    for work, person in PAINTERS:
        add(f"{slug(work)}-painter", split_article(work)[1] if work.startswith("the ") else work,
            "painter", person, f"{cap(work)} was painted by {person}.", work)
    for work, person in COMPOSERS:
        add(f"{slug(work)}-composer", split_article(work)[1] if work.startswith("the ") else work,
            "composer", person, f"{cap(work)} was composed by {person}.", work)
    for el, sym in ELEMENTS:
        add(f"{el}-chemical-symbol", el, "chemical_symbol", sym,
            f"The chemical symbol for {el} is {sym}.", el)

    assert dropped == DROP_IDS, DROP_IDS - dropped
    # The two Pittsburgh facts exactly as specified.
    for f in facts:
        if f["id"] == "pittsburgh-nickname":
            f["questions"] = ["What other name is Pittsburgh known by?", "What is Pittsburgh's nickname?"]
        if f["id"] == "pittsburgh-country":
            f["questions"] = ["In which country is Pittsburgh?"]

    # pretrain flags: per relation, order groups by sha256, first half true.
    by_rel = {}
    for f in facts:
        by_rel.setdefault(f["relation"], []).append(f)
    group_flag = {}
    for rel in sorted(by_rel):
        groups = sorted({f["_group"] for f in by_rel[rel]},
                        key=lambda g: hashlib.sha256(("pretrain:" + g).encode()).hexdigest())
        for i, g in enumerate(groups):
            if g not in group_flag:
                group_flag[g] = i < (len(groups) + 1) // 2
    for f in facts:
        f["pretrain"] = group_flag[f["_group"]]
    for f in facts:
        if f["id"] in FORCE_TRUE or f["id"] in FORCE_FALSE:
            val = f["id"] in FORCE_TRUE
            for g in facts:
                if g["_group"] == f["_group"]:
                    g["pretrain"] = val
    out = []
    for f in facts:
        out.append({k: f[k] for k in ("id", "subject", "relation", "answer", "questions",
                                       "sentence", "pretrain")})
    check(out)
    return out


def check(facts):
    ids = [f["id"] for f in facts]
    assert len(ids) == len(set(ids)), "duplicate ids"
    seen_q = {}
    for f in facts:
        s, a = f["sentence"], f["answer"]
        assert s.endswith(a + "."), f
        assert s.rfind(a) == len(s) - len(a) - 1, f
        assert 1 <= len(f["questions"]) <= 3, f
        for q in f["questions"]:
            assert q not in seen_q, (q, f["id"], seen_q.get(q))
            seen_q[q] = f["id"]
        assert all(ord(c) < 128 for c in s + a + "".join(f["questions"])), f
    assert 300 <= len(facts) <= 500, len(facts)
    exp = {
        "pittsburgh-nickname": {"id": "pittsburgh-nickname", "subject": "Pittsburgh", "relation": "nickname",
                                "answer": "Steel City",
                                "questions": ["What other name is Pittsburgh known by?", "What is Pittsburgh's nickname?"],
                                "sentence": "Pittsburgh is also known as the Steel City.", "pretrain": False},
        "pittsburgh-country": {"id": "pittsburgh-country", "subject": "Pittsburgh", "relation": "country",
                               "answer": "United States", "questions": ["In which country is Pittsburgh?"],
                               "sentence": "Pittsburgh is a city in the United States.", "pretrain": False},
    }
    for f in facts:
        if f["id"] in exp:
            assert f == exp[f["id"]], (f, exp[f["id"]])


def main():
    out = os.path.join(ROOT, "src", "tools", "qa", "facts.json")
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    facts = build()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as fh:
        json.dump(facts, fh, indent=1)
        fh.write("\n")
    rels = {}
    for f in facts:
        r = rels.setdefault(f["relation"], [0, 0])
        r[0] += 1
        r[1] += f["pretrain"]
    print(len(facts), "facts,", sum(f["pretrain"] for f in facts), "pretrain")
    for r, (n, p) in sorted(rels.items()):
        print(f"  {r}: {n} ({p} pretrain)")


if __name__ == "__main__":
    main()
