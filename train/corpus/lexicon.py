"""Word lists shared by the generators.  All ASCII, all invented for this project."""

FEMALE = """Anna Emma Mia Sara Lucy Grace Lily Ella Chloe Zoe Ruby Alice Clara Nora Maya Hannah
Julia Laura Rosa Amy Kate Ellie Molly Holly Jane Rachel Helen Megan Sophie Olivia Isla Freya
Daisy Rose Leah Nina Eva Ava Mary Beth Linda Susan Karen Diana Fiona Paula Tina Wendy Irene
Ruth Joan Alma Iris Vera Jenny Lisa Amber Hazel Poppy Esme Ivy Martha Tessa Greta Naomi""".split()

MALE = """Tom Sam Ben Jack Leo Max Noah Adam Oliver Harry Jacob Ethan Lucas Owen Henry Oscar Finn
Dan Paul Mark Peter John David James Robert Michael Chris Alex Tim Nick Luke Ryan Kevin Brian
George Arthur Frank Carl Ivan Victor Hugo Simon Martin Eric Colin Dennis Ross Joel Felix Ray
Toby Jamie Rory Ted Alan Bill Gary Ian Neil Roy Sean Theo Milo Caleb Rufus Gus Hank""".split()

SURNAMES = """Smith Brown Taylor Walker Wood Hall Green Hill Baker Carter Moore Clark Young Wright
King Scott Adams Turner Parker Evans Collins Bell Cook Ward Cooper Gray Reed Fisher Mills Marsh
Hughes Price Bennett Foster Barnes Hayes Long Fox Dunn Lane Rose Webb Hart Stone Shaw Cole Ross
Lloyd Knight Palmer Porter Mason Ellis Hunt Grant Wells Day Burton Fletcher Hammond Garner
Sutton Lowe Pratt Nash Oakley Pike Rowe Thorne Vance Whitley""".split()

TOWN_A = """Ash Bel Bram Cor Dal Eld Fen Glen Hal Kel Lin Mar Nor Oak Pen Quin Ros Sal Tor Val
Wes Yar Bright Cold Elm Fair Green Holly Lark Mill Red Stone Thorn Willow Birch Hazel Frost""".split()
TOWN_B = """ford ton wick bury dale mere holt stead field haven more brook gate moor ley ridge
well port bridge wood vale side cliff""".split()

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]

COLORS = "red blue green yellow white black brown gray orange purple pink dark blue light green".split()
COLORS = ["red", "blue", "green", "yellow", "white", "black", "brown", "gray", "orange",
          "purple", "pink", "dark blue", "light green", "silver"]

FOODS = ["soup", "pasta", "rice", "a salad", "pancakes", "toast", "porridge", "a stew",
         "fish and potatoes", "a sandwich", "an omelet", "noodles", "a pie", "roast chicken",
         "beans on toast", "vegetable curry", "a pizza", "fried eggs", "a baked potato",
         "tomato soup", "a cheese sandwich", "chicken soup", "fruit salad", "meatballs"]
DRINKS = ["tea", "coffee", "milk", "orange juice", "hot chocolate", "water", "apple juice",
          "lemonade"]
FRUITS = ["apples", "pears", "bananas", "oranges", "grapes", "plums", "cherries",
          "strawberries", "lemons", "peaches"]
VEGETABLES = ["carrots", "potatoes", "onions", "beans", "peas", "tomatoes", "cabbages",
              "leeks", "lettuces", "pumpkins"]
ANIMALS = [("dog", "barked"), ("cat", "purred"), ("rabbit", "sniffed the grass"),
           ("puppy", "wagged its tail"), ("kitten", "chased a leaf"), ("horse", "neighed"),
           ("goat", "chewed on a rope"), ("duck", "quacked"), ("parrot", "squawked"),
           ("hamster", "ran in its wheel")]
PETNAMES = ["Biscuit", "Pepper", "Max", "Luna", "Bella", "Rocky", "Misty", "Ginger",
            "Shadow", "Buttons", "Socks", "Patch", "Bramble", "Sunny", "Toffee"]
SPORTS = [("football", "ball", "pitch", "goal"), ("tennis", "racket", "court", "point"),
          ("basketball", "ball", "court", "basket"), ("hockey", "stick", "field", "goal"),
          ("volleyball", "ball", "court", "point"), ("cricket", "bat", "field", "run"),
          ("rugby", "ball", "pitch", "try"), ("baseball", "bat", "field", "run")]
SUBJECTS = ["math", "history", "science", "music", "art", "geography", "English", "French",
            "biology", "chemistry", "reading", "drama"]
SHOPS = [("bakery", ["bread", "rolls", "a cake", "some buns", "a loaf", "cookies"]),
         ("grocery store", ["milk", "eggs", "rice", "butter", "cheese", "flour"]),
         ("market", ["fresh fish", "some fruit", "vegetables", "flowers", "honey", "herbs"]),
         ("bookshop", ["a novel", "a map", "a notebook", "a cookbook", "a comic", "a diary"]),
         ("hardware store", ["nails", "a hammer", "paint", "a ladder", "some rope", "glue"]),
         ("pharmacy", ["some plasters", "cough drops", "sun cream", "a toothbrush", "soap"]),
         ("shoe shop", ["boots", "sandals", "running shoes", "slippers", "new laces"]),
         ("toy shop", ["a kite", "a puzzle", "a ball", "a board game", "crayons", "a yo-yo"]),
         ("flower shop", ["roses", "tulips", "a small plant", "daisies", "sunflowers"]),
         ("clothes shop", ["a warm coat", "a scarf", "a pair of jeans", "a sweater", "a hat"])]
PLACES = ["park", "library", "museum", "beach", "zoo", "swimming pool", "river", "forest",
          "lake", "farm", "castle", "harbor", "garden center", "cinema", "playground",
          "town square", "village hall", "train station"]
TRANSPORT = [("train", "station", "platform", "carriage"), ("bus", "bus stop", "stop", "seat"),
             ("plane", "airport", "gate", "window seat"), ("ferry", "harbor", "deck", "bench"),
             ("tram", "tram stop", "stop", "seat")]
WEATHER_MORNING = ["The sun was shining", "It was raining hard", "A cold wind was blowing",
                   "The sky was gray and cloudy", "Snow had fallen in the night",
                   "It was warm and bright", "Thick fog covered the street",
                   "A light rain was falling", "The air was fresh and cool",
                   "It was a hot and sunny day"]
FEELINGS = ["happy", "tired", "excited", "nervous", "calm", "proud", "hungry", "sleepy",
            "cheerful", "curious", "pleased", "surprised", "bored", "glad"]
TIMES = ["In the morning", "After breakfast", "At noon", "In the afternoon", "After lunch",
         "In the evening", "Later that day", "Before dinner", "After school", "Early the next day"]
ROOMS = ["kitchen", "living room", "bedroom", "hall", "bathroom", "attic", "garage", "garden"]
CHORES = ["washed the dishes", "swept the floor", "made the beds", "watered the plants",
          "folded the laundry", "cleaned the windows", "took out the rubbish",
          "dusted the shelves", "fed the cat", "tidied the toys", "hung the washing out"]
INSTRUMENTS = ["piano", "guitar", "violin", "flute", "drums", "trumpet", "cello", "recorder"]
JOBS = ["teacher", "nurse", "baker", "driver", "farmer", "doctor", "painter", "cook",
        "gardener", "builder", "pilot", "librarian", "vet", "mechanic", "postman", "shopkeeper"]
GAMES = ["cards", "chess", "hide and seek", "a board game", "tag", "catch", "marbles",
         "a word game", "dominoes"]
CONTAINER_ITEMS = [
    # container, item singular, item plural, min n, max n, unit price range (cents)
    ("case", "bottle", "bottles", 6, 48, 30, 300),
    ("box", "pen", "pens", 5, 50, 20, 250),
    ("pack", "battery", "batteries", 2, 24, 40, 400),
    ("bag", "apple", "apples", 4, 30, 15, 120),
    ("crate", "orange", "oranges", 10, 60, 10, 90),
    ("carton", "egg", "eggs", 6, 36, 10, 60),
    ("set", "glass", "glasses", 2, 12, 150, 1200),
    ("bundle", "pencil", "pencils", 6, 40, 10, 120),
    ("tray", "muffin", "muffins", 4, 24, 60, 350),
    ("box", "chocolate", "chocolates", 8, 48, 20, 150),
    ("pack", "notebook", "notebooks", 3, 12, 80, 600),
    ("bucket", "tennis ball", "tennis balls", 6, 60, 50, 300),
    ("case", "can of soda", "cans of soda", 6, 36, 30, 200),
    ("box", "tea bag", "tea bags", 20, 160, 2, 15),
    ("pack", "sticker", "stickers", 10, 120, 3, 40),
    ("crate", "jar of jam", "jars of jam", 6, 24, 150, 600),
    ("box", "candle", "candles", 4, 30, 50, 400),
    ("sack", "onion", "onions", 10, 50, 5, 40),
    ("roll", "stamp", "stamps", 10, 100, 40, 150),
    ("pack", "sock", "socks", 3, 12, 100, 600),
    ("tin", "biscuit", "biscuits", 12, 60, 5, 40),
    ("box", "light bulb", "light bulbs", 2, 16, 100, 800),
    ("set", "paintbrush", "paintbrushes", 3, 20, 50, 500),
    ("bag", "marble", "marbles", 10, 100, 5, 30),
]
GROUPS = [
    # (outer singular, outer plural, inner plural, verb phrase "with N X each", total noun)
    ("crate", "crates", "melons"), ("box", "boxes", "books"), ("shelf", "shelves", "jars"),
    ("row", "rows", "seats"), ("bus", "buses", "students"), ("table", "tables", "guests"),
    ("tray", "trays", "cups"), ("page", "pages", "photos"), ("bag", "bags", "potatoes"),
    ("team", "teams", "players"), ("carton", "cartons", "eggs"), ("basket", "baskets", "plums"),
    ("room", "rooms", "beds"), ("pallet", "pallets", "bricks"), ("bundle", "bundles", "sticks"),
    ("class", "classes", "children"), ("van", "vans", "parcels"), ("box", "boxes", "tiles"),
]
COUNT_THINGS = ["stamps", "marbles", "stickers", "coins", "cards", "shells", "books", "beads",
                "postcards", "buttons", "pebbles", "badges", "apples", "eggs", "sheep", "tickets",
                "chairs", "cups", "plates", "candles", "balloons", "flowers"]
ORGS = ["the school", "the club", "the library", "the hotel", "the cafe", "the office",
        "the museum", "the bakery", "the theater", "the hospital", "the farm", "the team",
        "the choir", "the garage", "the zoo"]
