"""Template-based everyday English: short stories and scenes with simple, clean sentences.

A document is 1-3 scenes.  A scene is a list of beats; each beat lists alternative
sentence templates.  Slots in braces are filled from the story's cast ({A}, {B}, pronouns)
or from word lists (see SLOTS).  A leading '^' lets a connector ("Then", "After that,")
be put in front of the sentence.  No digits are used: plain text stays tool-free.
"""
import re

from lexicon import (FEMALE, MALE, SURNAMES, TOWN_A, TOWN_B, WEEKDAYS, MONTHS, COLORS, FOODS,
                     DRINKS, FRUITS, VEGETABLES, ANIMALS, PETNAMES, SPORTS, SUBJECTS, SHOPS,
                     PLACES, TRANSPORT, WEATHER_MORNING, FEELINGS, TIMES, ROOMS, CHORES,
                     INSTRUMENTS, JOBS, GAMES)

SLOTS = {
    "food": FOODS, "drink": DRINKS, "fruit": FRUITS, "veg": VEGETABLES, "color": COLORS,
    "feeling": FEELINGS, "place": PLACES, "room": ROOMS, "chore": CHORES, "weekday": WEEKDAYS,
    "month": MONTHS, "weather": WEATHER_MORNING, "time": TIMES, "game": GAMES,
    "instrument": INSTRUMENTS, "subject": SUBJECTS, "job": JOBS, "pet": PETNAMES,
    "num": ["two", "three", "four", "five", "six", "a few", "several", "many", "some"],
    "small": ["two", "three", "a few", "some"],
    "adj": ["small", "big", "old", "new", "quiet", "busy", "bright", "cozy", "tidy", "lovely"],
    "size": ["small", "large", "tiny", "huge", "little", "tall"],
    "sound": ["a loud bang", "a soft knock", "a strange noise", "someone singing",
              "a bell ringing", "a dog barking", "laughter outside", "rain on the roof"],
    "season": ["spring", "summer", "autumn", "winter"],
    "rel": ["mother", "father", "sister", "brother", "aunt", "uncle", "grandmother",
            "grandfather", "cousin", "friend", "neighbor"],
    "yes": ["Yes, of course", "Sure", "That sounds great", "Good idea", "Why not",
            "I would love to", "Yes, let's do that"],
    "exclaim": ["What a lovely day", "This is fun", "Look at that", "I am so happy",
                "That was close", "Well done", "How nice", "I can't believe it"],
    "vehicle": ["bike", "scooter", "skateboard"],
    "tool": ["a hammer", "a spade", "a brush", "a rake", "a saw", "a bucket"],
    "dessert": ["an apple pie", "ice cream", "a chocolate cake", "rice pudding",
                "a bowl of cherries", "lemon tarts", "a fruit crumble", "cookies"],
    "hobby": ["painting", "reading", "baking", "fishing", "drawing", "knitting", "singing",
              "dancing", "cycling", "gardening", "swimming", "running"],
    "clothes": ["a coat", "a scarf", "a hat", "gloves", "boots", "a raincoat", "a sweater"],
    "bird": ["a robin", "a crow", "a pigeon", "an owl", "a blackbird", "a seagull", "a swan"],
    "tree": ["an oak", "a pine", "a willow", "an apple tree", "a birch", "a tall elm"],
    "flower": ["roses", "tulips", "daisies", "sunflowers", "lilies", "poppies", "pansies"],
    "book": ["a book about ships", "a story about dragons", "a book of poems",
             "a mystery novel", "a book about birds", "a book about space", "a cookbook",
             "a comic about pirates", "an old atlas", "a book about trains"],
}

CONNECT = ["Then", "After that,", "Soon", "Later", "Next,", "A little later,", "Meanwhile,",
           "At last,", "Just then,", "Before long,"]
NO_CONNECT = {"That", "In", "At", "After", "On", "When", "By", "Later", "One", "Every", "From",
              "Once", "Long", "Through", "Inside", "Outside", "Slowly", "Soon", "First", "Then",
              "Before", "It", "Everyone", "Someone", "Outside,", "Later,", "There", "Meanwhile",
              "And", "Even", "Suddenly", "For", "Each", "Today", "Here", "When", "As", "Early",
              "Slowly,", "Soft", "Mist", "Friends", "Children", "Puddles", "Waves", "Seagulls",
              "Steam", "Birds", "Snow", "Their", "Our", "Its"}
LOWER_OK = {"He", "She", "They", "The", "It", "A", "An", "There", "Her", "His", "Their",
            "We", "Everyone", "Nobody", "Some", "Both", "All", "This", "That", "Its", "One"}

# ---------------------------------------------------------------- scenes
S = {}

S["shop"] = [
    ["{A} needed {item} from the {shop}.", "On {weekday}, {A} walked to the {shop} in town.",
     "{A} had a short list for the {shop}.", "The {shop} on the corner was open early, so {A} went there first.",
     "{A} and {B} went to the {shop} together."],
    ["^The {shop} was {adj} and smelled nice.", "^A bell rang when {he} opened the door.",
     "^The shopkeeper smiled and said hello.", "^There were {num} people waiting in the queue.",
     "^The shelves were full of things to buy."],
    ["^{A} looked for {item} and found it near the window.", "^{He} asked the shopkeeper where to find {item}.",
     "^{A} found {item} near the counter.", "^{He} could not find {item} at first."],
    ["\"Do you have {item}?\" asked {A}.", "\"Can I help you?\" asked the shopkeeper.",
     "\"This one is perfect,\" said {A}.", "\"We have a new one in {color},\" said the shopkeeper."],
    ["^{A} also bought {item2}.", "^{He} decided to buy {item2} as well.",
     "^{He} saw {item2} and put it in the basket too.", "^On the way to the till, {he} added {item2}."],
    ["^{A} paid at the counter and said thank you.", "^{He} paid with a card and took the bag.",
     "^The shopkeeper put everything in a paper bag.", "^{A} counted the coins and paid."],
    ["^{A} walked home feeling {feeling}.", "^On the way home, {he} met {B} and they talked for a while.",
     "^{A} carried the bag home carefully.", "^When {he} got home, {he} put everything away."],
]

S["school"] = [
    ["{A} went to school early on {weekday}.", "The first lesson of the day was {subject}.",
     "{A} sat next to {B} in the {subject} class.", "It was a busy day at school for {A}."],
    ["^The teacher wrote a question on the board.", "^The class opened their books.",
     "^The teacher asked everyone to work in pairs.", "^The room was quiet while everyone worked."],
    ["^{A} put up {his} hand to answer.", "^{A} did not know the answer, so {he} asked {B}.",
     "^{A} wrote neat notes in {his} {color} notebook.", "^{B} lent {A} a pencil."],
    ["\"Who can tell me the answer?\" asked the teacher.", "\"That is a good question,\" said the teacher.",
     "\"I think I know,\" said {A}.", "\"Can you help me with this?\" asked {B}."],
    ["^At break time, the children played {game} in the yard.", "^At lunch, {A} ate {food} with {B}.",
     "^The bell rang for lunch.", "^At break, {A} shared {his} {fruit} with {B}."],
    ["^In the afternoon there was a {subject} lesson.", "^After lunch, the class went to the library.",
     "^In the afternoon, the class practiced a song for the school play.",
     "^In the last lesson, the class painted pictures of {place_the}."],
    ["^The teacher gave them homework for the next day.", "^{A} packed {his} bag when the bell rang.",
     "^At the end of the day, {A} walked home with {B}.", "^{A} told {his} {rel} all about the day."],
]

S["cook"] = [
    ["{A} wanted to cook {food} for dinner.", "It was {A}'s turn to make dinner.",
     "{A} and {B} decided to bake {bake}.", "{A} found an old recipe for {food}."],
    ["^{He} washed {his} hands and put on an apron.", "^{He} took out a big pot and a sharp knife.",
     "^First, {he} checked the cupboard for everything {he} needed.", "^{A} turned on the oven."],
    ["^{He} chopped the {veg} into small pieces.", "^{He} peeled the {veg} and put them in a bowl.",
     "^{B} stirred the pot with a wooden spoon.", "^{A} mixed the flour, butter and sugar in a bowl.",
     "^{He} added a pinch of salt and some pepper."],
    ["^The kitchen soon smelled wonderful.", "^The water began to boil.",
     "^{He} let it cook slowly for a while.", "^Steam rose from the pot."],
    ["\"Is it ready yet?\" asked {B}.", "\"It needs a few more minutes,\" said {A}.",
     "\"Can I taste it?\" asked {B}.", "\"Be careful, it is hot,\" said {A}."],
    ["^When it was ready, they sat down at the table.", "^{A} served the food on {color} plates.",
     "^Everyone said it was delicious.", "^They ate together and talked about the day."],
    ["^After dinner, {B} washed the dishes.", "^There was enough left for lunch the next day.",
     "^{A} wrote the recipe in {his} notebook.", "^They finished with {dessert} and a cup of {drink}."],
]

S["travel"] = [
    ["{A} was going to visit {his} {rel} in {town}.", "{A} and {B} planned a trip to {town}.",
     "{A} packed a small bag for a trip to {town}.", "It was time for {A} to travel to {town}."],
    ["^{He} walked to the {station} with {his} bag.", "^They got to the {station} early.",
     "^The {station} was crowded and noisy.", "^{A} checked the board to find the right {stop}."],
    ["^The {vehicle2} arrived on time.", "^The {vehicle2} was a little late.",
     "^{A} found a {seat} and sat down.", "^{A} showed {his} ticket to the guard."],
    ["^Through the window, {he} saw fields, farms and small villages.", "^{He} read a book during the journey.",
     "^{A} and {B} shared a snack and looked out of the window.", "^The journey was long but pleasant."],
    ["\"Are we nearly there?\" asked {B}.", "\"Look, there is the river,\" said {A}.",
     "\"I can see the town,\" said {A}.", "\"Next stop is ours,\" said {B}."],
    ["^When they arrived in {town}, the sun was setting.", "^{His} {rel} was waiting at the {station}.",
     "^They walked through the old streets of {town}.", "^{A} took a photo of the town square."],
    ["^That night, {A} slept very well.", "^It had been a long day, but a good one.",
     "^{A} looked forward to exploring {town} the next day.", "^They had dinner at a small cafe."],
]

S["weather"] = [
    ["{weather} when {A} woke up.", "{weather}, and {A} looked out of the window.",
     "{A} opened the curtains. {weather}."],
    ["^{A} put on {clothes} before going out.", "^{He} decided to take an umbrella, just in case.",
     "^{A} chose {his} warmest {color} sweater.", "^{He} checked the sky and shook {his} head."],
    ["^Outside, the streets were {wet}.", "^The trees moved in the wind.",
     "^Puddles covered the path to the gate.", "^The garden was covered in frost.",
     "^Birds were singing in the trees."],
    ["\"What strange weather,\" said {B}.", "\"It might rain later,\" said {A}.",
     "\"Let's stay inside today,\" said {B}.", "\"The sun is coming out,\" said {A}."],
    ["^By the afternoon, the weather had changed.", "^Later, the clouds cleared and the sky turned blue.",
     "^The rain stopped, and a rainbow appeared.", "^In the evening, the wind grew stronger."],
    ["^{A} spent the evening at home with a cup of {drink}.", "^{A} and {B} went for a short walk before dark.",
     "^They watched the weather from the window.", "^{A} hoped the next day would be sunny."],
]

S["sport"] = [
    ["{A} played {sport} every {weekday}.", "There was a {sport} match after school.",
     "{A}'s team had a big {sport} game on {weekday}.", "{A} and {B} went to the {field} to practice {sport}."],
    ["^The coach told everyone to warm up.", "^The players ran around the {field} twice.",
     "^{A} tied {his} shoes and picked up the {gear}.", "^The other team wore {color} shirts."],
    ["^The game started, and both teams played hard.", "^{B} passed the {gear2} to {A}.",
     "^{A} ran as fast as {he} could.", "^The crowd cheered loudly."],
    ["^{A} scored a {score} near the end.", "^The other team scored first.",
     "^It was a close game.", "^{A} missed an easy chance and felt bad.", "^{B} made a great save."],
    ["\"Come on, we can do it,\" shouted {A}.", "\"Good pass,\" said the coach.",
     "\"Keep going,\" called {B}.", "\"That was brilliant,\" said {A}."],
    ["^In the end, {A}'s team won.", "^In the end, the game was a draw.",
     "^They lost the game, but they had fun.", "^The final whistle blew."],
    ["^After the game, everyone shook hands.", "^The coach said they had played well.",
     "^{A} went home tired but happy.", "^They drank water and sat on the grass to rest."],
]

S["garden"] = [
    ["{A} spent the morning in the garden.", "It was a good day for gardening, so {A} went outside.",
     "{A}'s {rel} asked for help in the garden.", "In {season}, {A} liked to work in the garden."],
    ["^{He} took {tool} from the shed.", "^{He} pulled out the weeds by the fence.",
     "^{A} dug a small bed for {veg}.", "^{He} planted a row of {flower}."],
    ["^{B} watered the plants with a {color} can.", "^The soil was soft and dark.",
     "^{bird_cap} watched from the branches of {tree}.", "^A worm wriggled in the earth."],
    ["\"These {veg} will be ready soon,\" said {A}.", "\"The {flower} look lovely,\" said {B}.",
     "\"Can you pass me the spade?\" asked {A}.", "\"Look at all these weeds,\" said {B}."],
    ["^By lunchtime, the garden looked much tidier.", "^They picked a basket of {fruit}.",
     "^{A} cut some {flower} to put in a vase.", "^They sat on the bench and rested."],
    ["^In the evening, {A} washed the mud off {his} boots.", "^{A} felt {feeling} after the hard work.",
     "^They planned to plant more in the next season.", "^They ate some of the {fruit} after dinner."],
]

S["library"] = [
    ["{A} went to the library on {weekday}.", "{A} had to return a book to the library.",
     "{A} and {B} met at the library after school.", "The town library was {A}'s favorite place."],
    ["^The library was quiet and warm.", "^The librarian smiled and said hello.",
     "^There were long rows of shelves.", "^A few people were reading at the tables."],
    ["^{A} looked for {book}.", "^{He} found {book} on a high shelf.",
     "^{B} showed {A} {book}.", "^{A} sat in a soft chair and began to read."],
    ["\"Can I borrow this one?\" asked {A}.", "\"Please bring it back in two weeks,\" said the librarian.",
     "\"This looks interesting,\" whispered {B}.", "\"Have you read this?\" whispered {A}."],
    ["^{A} read until the library closed.", "^{He} took {small} books home.",
     "^{A} forgot about the time while reading.", "^{A} made notes for a school project."],
    ["^At home, {he} kept reading in bed.", "^{A} told {his} {rel} about the story.",
     "^{A} could not wait to read the next chapter.", "^{He} put the books on {his} desk."],
]

S["pet"] = [
    ["{A} had a {animal} called {pet}.", "{A}'s {animal} {pet} was always hungry.",
     "{A} looked after {B}'s {animal} for a week.", "One morning, {pet} the {animal} would not get up."],
    ["^Every morning, {A} gave {pet} fresh water and food.", "^{pet} {animal_does} when {A} came in.",
     "^{A} brushed {pet} gently.", "^{A} took {pet} for a walk in the {place}."],
    ["^{pet} ran after a ball in the garden.", "^{pet} hid under the sofa.",
     "^{pet} fell asleep in a sunny spot by the window.", "^{pet} found an old sock and played with it."],
    ["\"Good {animal},\" said {A}.", "\"Where are you, {pet}?\" called {A}.",
     "\"{pet} is so funny,\" laughed {B}.", "\"Time for dinner, {pet},\" said {A}."],
    ["^{A} took {pet} to the vet for a check-up.", "^The vet said {pet} was healthy.",
     "^{A} bought {pet} a new {color} collar.", "^{A} made a soft bed for {pet} in a box."],
    ["^That night, {pet} slept at the end of {A}'s bed.", "^{A} loved {pet} very much.",
     "^{pet} was happy to be home.", "^{A} smiled as {pet} curled up and closed its eyes."],
]

S["party"] = [
    ["It was {B}'s birthday, and {A} was invited to the party.", "{A} planned a surprise party for {his} {rel}.",
     "There was a party at the village hall on {weekday}.", "{A} was getting ready for a party."],
    ["^{A} wrapped a present in {color} paper.", "^{He} made a card with a drawing on it.",
     "^They hung balloons and paper chains in the room.", "^{A} baked {bake} for the party."],
    ["^The guests arrived in the afternoon.", "^There was music and lots of food.",
     "^The children played {game}.", "^Everyone sang and clapped."],
    ["\"Happy birthday!\" everyone shouted.", "\"Thank you so much,\" said {B}.",
     "\"This is the best party,\" said {A}.", "\"Make a wish,\" said {B}'s {rel}."],
    ["^{B} opened the presents one by one.", "^They ate {dessert} and drank {drink}.",
     "^{A} danced with {B}.", "^Someone played the {instrument}."],
    ["^When the party was over, they helped to clean up.", "^{A} went home late and very {feeling}.",
     "^It was a day they would remember.", "^Everyone took home a small bag of sweets."],
]

S["park"] = [
    ["{A} and {B} went to the {place}.", "On {weekday} afternoon, {A} took a walk to the {place}.",
     "{A} wanted to spend the day at the {place}.", "The {place} was not far from {A}'s house."],
    ["^There were many families there.", "^The path was lined with {tree_pl}.",
     "^Children were playing near the gate.", "^It was quieter than usual."],
    ["^They fed the ducks with some bread.", "^{A} saw {bird} on a branch.",
     "^They sat on a bench and ate sandwiches.", "^{B} flew a kite in the open field.",
     "^They walked all the way around the lake."],
    ["\"Look at that {bird_noun},\" said {B}.", "\"Shall we go a bit further?\" asked {A}.",
     "\"I am getting hungry,\" said {B}.", "\"{exclaim},\" said {A}."],
    ["^Later, they bought ice cream from a small van.", "^They played {game} on the grass.",
     "^A friendly dog ran up to them.", "^{A} took pictures of the {flower}."],
    ["^When it got cold, they walked home.", "^They promised to come back soon.",
     "^It was getting dark when they left.", "^{A} felt {feeling} on the way home."],
]

S["work"] = [
    ["{A} worked as a {job} in {town}.", "{A} started a new job as a {job} on {weekday}.",
     "Every day, {A} got up early to go to work.", "{A} had a busy day at work."],
    ["^{He} drank a cup of {drink} before leaving.", "^{He} took the {commute} to work.",
     "^The office was already busy when {he} arrived.", "^{His} first task was to answer some letters."],
    ["^{A} helped a customer who had a problem.", "^{He} had a long meeting with {B}.",
     "^{A} fixed a mistake in an old report.", "^At noon, {he} ate {food} with {his} team."],
    ["\"Could you help me with this?\" asked {B}.", "\"Thank you for your hard work,\" said the manager.",
     "\"Let's finish this tomorrow,\" said {A}.", "\"I have an idea,\" said {B}."],
    ["^In the afternoon, {A} finished {his} work early.", "^The afternoon went by quickly.",
     "^There was a small problem, but {A} solved it.", "^{A} learned something new that day."],
    ["^After work, {A} went home and rested.", "^In the evening, {he} cooked {food}.",
     "^{A} called {his} {rel} to talk about the day.", "^{He} went to bed early, feeling {feeling}."],
]

S["beach"] = [
    ["In {season}, {A}'s family went to the beach.", "{A} and {B} spent the day by the sea.",
     "It was warm, so {A} decided to go to the beach.", "The beach was only a short walk from the hotel."],
    ["^The sand was soft and warm.", "^Waves rolled gently onto the shore.",
     "^Seagulls flew over the water.", "^The sea was calm and blue."],
    ["^{A} built a big sandcastle.", "^{B} collected shells in a bucket.",
     "^They swam in the cool water.", "^{A} found a crab under a rock."],
    ["\"The water is cold!\" shouted {A}.", "\"Look at this shell,\" said {B}.",
     "\"Don't forget your sun cream,\" said {A}'s {rel}.", "\"{exclaim},\" said {B}."],
    ["^At lunchtime, they ate sandwiches on a blanket.", "^They bought ice cream from a kiosk.",
     "^{A} read a book under an umbrella.", "^They watched the boats in the distance."],
    ["^In the evening, they watched the sunset.", "^They walked back with sandy feet.",
     "^{A} was tired after a long day in the sun.", "^They packed up their things and went home."],
]

S["home"] = [
    ["On {weekday}, everyone at {A}'s house helped with the chores.", "The house was a mess, so {A} decided to clean it.",
     "{A} spent a quiet day at home.", "It was a rainy day, so {A} stayed at home."],
    ["^{A} {chore}.", "^{B} {chore}.", "^First, {A} {chore}.", "^{A} {chore1} and then {chore2}."],
    ["^In the {room}, {he} found an old photo.", "^{A} put on some music while {he} worked.",
     "^{B} sorted old clothes into boxes.", "^{A} opened the windows to let in fresh air."],
    ["\"Where does this go?\" asked {B}.", "\"We are nearly done,\" said {A}.",
     "\"Can you help me move this?\" asked {A}.", "\"It looks much better now,\" said {B}."],
    ["^Later, they made {food} for lunch.", "^In the afternoon, they played {game}.",
     "^{A} read a book by the window.", "^{A} practiced the {instrument} for an hour."],
    ["^By evening, the house was clean and tidy.", "^{A} sat down with a cup of {drink}.",
     "^They watched a film together.", "^Everyone went to bed early."],
]

S["music"] = [
    ["{A} was learning to play the {instrument}.", "{A} had a {instrument} lesson every {weekday}.",
     "{A} and {B} wanted to start a band.", "The school concert was coming soon, and {A} was nervous."],
    ["^{His} teacher showed {him} a new song.", "^{He} practiced the same part again and again.",
     "^At first, the notes sounded wrong.", "^{B} played the {instrument2} beside {him}."],
    ["\"Try it a little slower,\" said the teacher.", "\"That sounds much better,\" said {B}.",
     "\"I will never get this right,\" sighed {A}.", "\"Once more from the start,\" said {A}."],
    ["^Slowly, the music began to sound right.", "^{A} played the song without a mistake.",
     "^They practiced every evening for a week.", "^{A}'s {rel} listened from the next room."],
    ["^On the night of the concert, the hall was full.", "^{A} took a deep breath and began to play.",
     "^The audience clapped loudly.", "^{A} bowed and smiled."],
    ["^After the concert, {A} felt very {feeling}.", "^{His} {rel} gave {him} a big hug.",
     "^{A} could not wait to learn the next song.", "^They celebrated with {dessert}."],
]

S["doctor"] = [
    ["{A} woke up with a sore throat.", "{A} did not feel well on {weekday}.",
     "{A} had a cough that would not go away.", "{A} hurt {his} knee while running."],
    ["^{His} {rel} made an appointment with the doctor.", "^{A} stayed in bed and drank warm {drink}.",
     "^{He} walked slowly to the clinic.", "^The waiting room was full of people."],
    ["^The doctor looked at {A} carefully.", "^The nurse checked {his} temperature.",
     "^The doctor asked {A} some questions.", "^{A} waited for {his} name to be called."],
    ["\"You need to rest for a few days,\" said the doctor.", "\"Drink plenty of water,\" said the nurse.",
     "\"It is nothing serious,\" said the doctor.", "\"How do you feel today?\" asked the doctor."],
    ["^{A} went home and slept for a long time.", "^{B} brought {him} some soup and a book.",
     "^{A} took the medicine after each meal.", "^{His} {rel} made {him} {food}."],
    ["^After a few days, {A} felt much better.", "^Soon {A} was well enough to go back to school.",
     "^{A} was glad to be healthy again.", "^By the end of the week, the cough was gone."],
]

S["story"] = [
    ["Once upon a time, there was a {size} {animal} named {pet}.", "Once there was a {adjp} {kid} named {A}.",
     "Long ago, in a village called {town}, there lived a {job} named {A}.", "There was once a {adjp} {kid} called {A} who loved {hobby}."],
    ["Every day, {A} played near the old {tree_noun} at the edge of the village.",
     "{A} lived in a {adj} house with {his} {rel}.", "{A} always wanted to see the sea.",
     "More than anything, {A} liked {hobby}."],
    ["^One day, {A} heard {sound}.", "^One morning, {A} found a {color} box on the path.",
     "^One day, a {size} bird landed on {A}'s window.", "^One evening, {A} saw a light in the forest."],
    ["^{A} was {feeling}, but {he} went to look.", "^{He} asked {B} to come along.",
     "^{A} followed the sound down the path.", "^{He} opened the box slowly."],
    ["\"Who is there?\" asked {A}.", "\"Don't be afraid,\" said a small voice.",
     "\"Can you help me?\" asked the little {animal}.", "\"We must be brave,\" said {B}."],
    ["^Inside, there was a tiny {animal} that was lost.", "^It was only a {animal} that needed help.",
     "^{A} and {B} helped the {animal} find its way home.", "^{A} shared {his} food with the hungry {animal}."],
    ["^From that day on, they were the best of friends.", "^{A} learned that kindness is always worth it.",
     "^Everyone in {town} heard about what {A} had done.", "^And {A} never forgot that special day."],
]

S["market"] = [
    ["Every {weekday}, there was a market in the town square of {town}.", "{A} went to the market with {his} {rel}.",
     "The market was busy that morning.", "{A} liked to visit the farmers' market."],
    ["^There were stalls selling {fruit}, {veg} and fresh bread.", "^People called out to sell their goods.",
     "^The air smelled of coffee and warm bread.", "^A man was selling cheese from a cart."],
    ["^{A} chose some {fruit} and a bag of {veg}.", "^{B} bought a bunch of {flower}.",
     "^They tasted some honey at one stall.", "^{A} asked the farmer about the {veg}."],
    ["\"These are fresh today,\" said the farmer.", "\"We will take some of those,\" said {A}.",
     "\"They look very good,\" said {B}.", "\"Would you like a bag?\" asked the seller."],
    ["^A musician played the {instrument} in the square.", "^Children were dancing near the fountain.",
     "^They stopped for a cup of {drink}.", "^{A} met an old friend by the flower stall."],
    ["^They carried their heavy bags home.", "^At home, they made {food} with the fresh {veg}.",
     "^It was a fine morning at the market.", "^{A} could not wait for the next market day."],
]

S["camp"] = [
    ["{A} and {B} went camping in the forest.", "In {season}, {A}'s family went camping by a lake.",
     "{A} had never been camping before.", "The scouts set off for a weekend of camping."],
    ["^They put up the tent in a clearing.", "^{A} collected sticks for the fire.",
     "^{B} filled the bottles with water from a stream.", "^The forest was full of tall {tree_pl}."],
    ["^In the evening, they cooked {food} over the fire.", "^They told stories around the campfire.",
     "^{A} looked up at the stars.", "^An owl called from the dark trees."],
    ["\"Did you hear that?\" whispered {B}.", "\"It is only the wind,\" said {A}.",
     "\"The stars are so bright here,\" said {A}.", "\"Pass me a blanket, please,\" said {B}."],
    ["^The night was cold, but the sleeping bags were warm.", "^In the morning, birds woke them up early.",
     "^They walked along the lake after breakfast.", "^{A} saw a deer near the water."],
    ["^At the end of the weekend, they packed up the tent.", "^{A} wanted to go camping again soon.",
     "^They left the place as clean as they found it.", "^On the drive home, {A} fell asleep."],
]

S["bike"] = [
    ["{A}'s {vehicle} had a flat tire.", "{A} wanted to fix {his} old {vehicle}.",
     "The chain on {A}'s {vehicle} was broken.", "{A} found an old {vehicle} in the garage."],
    ["^{He} took {his} tools from the shelf.", "^{B} came over to help.",
     "^First, {he} cleaned off the dirt and rust.", "^{A} read a guide about how to fix it."],
    ["^It was harder than {he} thought.", "^{He} tightened the bolts one by one.",
     "^{B} held the {vehicle} while {A} worked.", "^They put new oil on the chain."],
    ["\"Pass me the spanner,\" said {A}.", "\"I think it is working now,\" said {B}.",
     "\"Let's try it,\" said {A}.", "\"Be careful on the hill,\" said {B}."],
    ["^At last, the {vehicle} was ready.", "^{A} rode it slowly down the street.",
     "^It worked perfectly.", "^The {vehicle} looked almost new."],
    ["^{A} was {feeling} to have fixed it.", "^That afternoon, they rode to the {place}.",
     "^{A} thanked {B} for the help.", "^{A} cleaned the tools and put them away."],
]

S["cafe"] = [
    ["{A} met {B} at a small cafe in {town}.", "On {weekday}, {A} stopped at the cafe near the station.",
     "The new cafe on the high street was full of people.", "{A} liked to read the paper at the corner cafe."],
    ["^They found a table by the window.", "^The waiter brought two menus.",
     "^The cafe smelled of fresh coffee and warm bread.", "^Soft music was playing in the background."],
    ["^{A} ordered a cup of {drink} and {dessert}.", "^{B} asked for {food}.",
     "^They shared a plate of sandwiches.", "^{A} chose a slice of cake from the counter."],
    ["\"How was your week?\" asked {B}.", "\"It has been a long week,\" said {A}.",
     "\"This is the best {drink} in town,\" said {B}.", "\"I have some news,\" said {A}."],
    ["^They talked about work, books and old friends.", "^{B} told a funny story, and {A} laughed.",
     "^Outside, people hurried past in the rain.", "^{A} showed {B} photos from a recent trip."],
    ["^When they were done, {A} paid the bill.", "^They left a tip for the waiter.",
     "^They promised to meet again next week.", "^{A} walked home feeling {feeling}."],
]

S["museum"] = [
    ["{A}'s class visited the museum in {town}.", "On a rainy {weekday}, {A} and {B} went to the museum.",
     "The museum had a new show about ships.", "{A} had wanted to see the old museum for a long time."],
    ["^A guide met them at the door.", "^The halls were high and quiet.",
     "^They picked up a map at the front desk.", "^There were glass cases in every room."],
    ["^{A} looked at old coins and maps.", "^In one room, there was the skeleton of a huge whale.",
     "^{B} liked the paintings of the sea best.", "^They saw tools that people used long ago."],
    ["\"Please do not touch,\" said the guide.", "\"How old is this?\" asked {A}.",
     "\"It is very, very old,\" said the guide.", "\"Look at the size of that,\" whispered {B}."],
    ["^{A} drew a picture of a ship in {his} notebook.", "^They watched a short film about the town.",
     "^In the shop, {A} bought a postcard.", "^They sat in the garden of the museum for a rest."],
    ["^On the way home, they talked about what they had seen.", "^{A} wanted to come back soon.",
     "^It was a day full of new things.", "^That evening, {A} told {his} {rel} about the whale."],
]

S["snow"] = [
    ["It snowed all night, and in the morning the world was white.", "When {A} woke up, there was snow everywhere.",
     "The school was closed because of the snow.", "The first snow of winter fell on {weekday}."],
    ["^{A} put on {his} boots, a hat and warm gloves.", "^{A} ran outside as fast as {he} could.",
     "^The snow was deep and soft.", "^Everything was quiet under the snow."],
    ["^{A} and {B} built a big snowman.", "^They gave the snowman a carrot for a nose.",
     "^They had a snowball fight in the garden.", "^They pulled a sled to the top of the hill."],
    ["\"Watch out!\" shouted {B}.", "\"My hands are freezing,\" said {A}.",
     "\"One more time down the hill,\" said {A}.", "\"This is the best day ever,\" said {B}."],
    ["^They slid down the hill again and again.", "^{A} fell in the snow and laughed.",
     "^Their cheeks turned red from the cold.", "^The sun came out and the snow began to shine."],
    ["^When they got home, they drank hot chocolate.", "^They hung their wet clothes by the fire.",
     "^{A} looked out at the snowman from the window.", "^That night, more snow began to fall."],
]

S["fishing"] = [
    ["{A} went fishing with {his} {rel}.", "Early on {weekday}, {A} took {his} rod down to the river.",
     "{A} and {B} wanted to catch a fish for dinner.", "There was a quiet lake behind {A}'s village."],
    ["^They sat on the bank and waited.", "^The water was still and clear.",
     "^A heron stood on one leg near the reeds.", "^Mist was rising from the water."],
    ["^For a long time, nothing happened.", "^{A} changed the bait and tried again.",
     "^Suddenly the line pulled hard.", "^{B} caught a small fish and let it go."],
    ["\"Be patient,\" said {A}'s {rel}.", "\"I think I have one!\" shouted {A}.",
     "\"It is too small, let it go,\" said {B}.", "\"The fish are not hungry today,\" said {A}."],
    ["^At last, {A} caught a big silver fish.", "^They ate their lunch on the riverbank.",
     "^A boat went slowly past them.", "^The sun warmed their backs as they waited."],
    ["^In the evening, they walked home with their catch.", "^{A} was proud of the fish.",
     "^They cooked the fish for dinner.", "^Even without many fish, it was a good day."],
]

S["moving"] = [
    ["{A}'s family was moving to a new house in {town}.", "It was moving day for {A}.",
     "{A} had packed everything into boxes.", "After many years, {A} was leaving the old flat."],
    ["^A big van arrived in the morning.", "^Friends came to help carry the boxes.",
     "^{A} wrote the name of each room on the boxes.", "^The old rooms looked strange without furniture."],
    ["^They carried the sofa down the stairs.", "^{B} dropped a box of books, but nothing broke.",
     "^{A} found an old toy behind the wardrobe.", "^The van was full by noon."],
    ["\"Where should this box go?\" asked {B}.", "\"Careful with that lamp,\" said {A}.",
     "\"I will miss this place,\" said {A}.", "\"Your new room is upstairs,\" said {A}'s {rel}."],
    ["^The new house was bigger, with a garden at the back.", "^{A} chose the room with the big window.",
     "^They unpacked the kitchen first.", "^A neighbor came over to say hello."],
    ["^That night, they ate {food} sitting on the floor.", "^{A} slept well in the new room.",
     "^Slowly, the new house began to feel like home.", "^There were still many boxes to unpack."],
]

S["letter"] = [
    ["{A} wanted to write a letter to {his} {rel}.", "{A} had not written to {B} for a long time.",
     "A letter arrived for {A} on {weekday}.", "{A} found a box of old letters in the attic."],
    ["^{He} sat at the desk with a pen and some paper.", "^{He} read the letter twice.",
     "^The envelope had a stamp with a bird on it.", "^{He} thought for a while about what to say."],
    ["^{A} wrote about school, the weather and the garden.", "^{A} drew a small picture at the bottom.",
     "^{He} wrote that everyone was well.", "^{He} asked about the new baby and the dog."],
    ["\"Dear {B}, I hope you are well,\" wrote {A}.", "\"I miss you all very much,\" wrote {A}.",
     "\"Please write back soon,\" wrote {A}.", "\"Here is some news from home,\" wrote {A}."],
    ["^{A} folded the letter and put it in an envelope.", "^{He} walked to the post box on the corner.",
     "^{A} bought a stamp at the post office.", "^{He} added a photo to the envelope."],
    ["^A week later, a reply came.", "^{A} waited every day for an answer.",
     "^{A} was glad to have written.", "^{A} kept the letter in a safe place."],
]

S["farm"] = [
    ["{A} spent the summer on {his} {rel}'s farm.", "Every morning, {A} helped on the farm.",
     "The farm was at the end of a long, narrow road.", "{A} and {B} visited a farm near {town}."],
    ["^The rooster crowed at sunrise.", "^{A} fed the chickens and collected the eggs.",
     "^The cows walked slowly into the barn.", "^The fields were green and full of {veg}."],
    ["^{A} helped to milk the cows.", "^They drove the tractor across the field.",
     "^{B} brushed the horse in the stable.", "^They picked {fruit} in the orchard."],
    ["\"Mind the goat, it likes to bite,\" said the farmer.", "\"There are six eggs today,\" said {A}.",
     "\"Can I feed the lambs?\" asked {B}.", "\"Rain is coming,\" said the farmer."],
    ["^At noon, they ate bread and cheese in the shade.", "^In the afternoon, they mended a fence.",
     "^A storm came, and they ran into the barn.", "^{A} learned how to plant {veg}."],
    ["^In the evening, {A} was tired but happy.", "^They ate a big dinner in the farmhouse kitchen.",
     "^{A} fell asleep as soon as {he} went to bed.", "^{A} did not want the summer to end."],
]

S["zoo"] = [
    ["{A} and {B} went to the zoo on {weekday}.", "For {his} birthday, {A} got a trip to the zoo.",
     "The zoo was busy with families and school groups.", "{A} had always wanted to see a real lion."],
    ["^First, they saw the elephants.", "^The giraffes were eating leaves from the tall trees.",
     "^The monkeys jumped from branch to branch.", "^A keeper was feeding the penguins."],
    ["^The lion was sleeping in the sun.", "^A zebra came close to the fence.",
     "^In the reptile house, they saw a long green snake.", "^The bears were playing in the water."],
    ["\"Look how tall it is,\" said {A}.", "\"The monkeys are so funny,\" laughed {B}.",
     "\"Can we see the penguins again?\" asked {A}.", "\"Please do not feed the animals,\" said a sign."],
    ["^They had lunch near the flamingo pond.", "^{A} bought a toy tiger in the shop.",
     "^They watched a keeper talk about the tigers.", "^It started to rain, so they went into the aquarium."],
    ["^At the end of the day, their feet were tired.", "^{A} talked about the animals all the way home.",
     "^{A} drew a picture of a giraffe that evening.", "^It was a wonderful day at the zoo."],
]

SCENES = list(S)

SHOP_MAP = dict(SHOPS)
TREES_PL = ["oaks", "pines", "birches", "willows", "elms", "maples", "beech trees"]
ADJ_PERSON = ["little", "kind", "brave", "clever", "shy", "curious", "cheerful", "young", "friendly"]


def town_name(rng):
    return rng.choice(TOWN_A) + rng.choice(TOWN_B)


def make_cast(rng):
    fa = rng.random() < 0.5
    a = rng.choice(FEMALE if fa else MALE)
    fb = rng.random() < 0.5
    b = rng.choice(FEMALE if fb else MALE)
    while b == a:
        b = rng.choice(FEMALE if fb else MALE)
    shop, items = rng.choice(SHOPS)
    item, item2 = rng.sample(items, 2)
    sport = rng.choice(SPORTS)
    tr = rng.choice(TRANSPORT)
    animal = rng.choice(ANIMALS)
    inst = rng.sample(INSTRUMENTS, 2)
    pron = ("she", "her", "her") if fa else ("he", "him", "his")
    ctx = {
        "A": a, "B": b, "he": pron[0], "He": pron[0].capitalize(), "him": pron[1],
        "his": pron[2], "His": pron[2].capitalize(),
        "shop": shop, "item": item, "item2": item2, "town": town_name(rng),
        "sport": sport[0], "gear": sport[1], "gear2": sport[1], "field": sport[2], "score": sport[3],
        "vehicle2": tr[0], "station": tr[1], "stop": tr[2], "seat": tr[3],
        "animal": animal[0], "animal_does": animal[1], "pet": rng.choice(PETNAMES),
        "instrument": inst[0], "instrument2": inst[1],
        "kid": "girl" if fa else "boy",
        "chore1": None,
        "vehicle": rng.choice(SLOTS["vehicle"]), "rel": rng.choice(SLOTS["rel"]),
        "commute": rng.choice(["bus", "train", "tram", "ferry"]),
        "wet": rng.choice(["wet and shiny", "covered in snow", "dry and dusty", "full of leaves"]),
    }
    c1 = rng.choice(CHORES)
    ctx["chore1"] = c1
    ctx["_chores"] = (c1,)
    ctx["bake"] = rng.choice(["an apple pie", "a chocolate cake", "lemon tarts", "cookies",
                              "a fruit crumble", "a loaf of bread", "scones", "a carrot cake"])
    return ctx


_SLOT = re.compile(r"\{(\w+)\}")


def fill(tpl, ctx, rng):
    def rep(m):
        k = m.group(1)
        if k in ctx:
            return ctx[k]
        if k in SLOTS:
            return rng.choice(SLOTS[k])
        if k == "chore2":
            return rng.choice([c for c in SLOTS["chore"] if c not in ctx.get("_chores", ())])
        if k == "place_the":
            return "the " + rng.choice(PLACES)
        if k == "tree_pl":
            return rng.choice(TREES_PL)
        if k == "tree_noun":
            return rng.choice(["oak", "well", "mill", "bridge", "tower", "barn"])
        if k == "bird_cap":
            b = rng.choice(SLOTS["bird"])
            return b[0].upper() + b[1:]
        if k == "bird_noun":
            return rng.choice(SLOTS["bird"]).split(" ", 1)[1]
        if k == "adjp":
            return rng.choice(ADJ_PERSON)
        raise KeyError(k)
    return _SLOT.sub(rep, tpl)


def connect(s, rng, p):
    if not s.startswith("^"):
        return s
    s = s[1:]
    first = s.split(" ", 1)[0]
    if rng.random() < p and first not in NO_CONNECT and not first.endswith(","):
        c = rng.choice(CONNECT)
        if first in LOWER_OK:
            s = s[0].lower() + s[1:]
        s = c + " " + s
    return s


def scene(rng, ctx, name):
    beats = S[name]
    out = [beats[0]]
    middle = beats[1:-1]
    k = rng.randint(max(2, len(middle) - 3), len(middle))
    idx = sorted(rng.sample(range(len(middle)), k))
    out += [middle[i] for i in idx]
    out.append(beats[-1])
    sents = []
    for b in out:
        n = 2 if rng.random() < 0.15 else 1
        for t in rng.sample(b, min(n, len(b))):
            s = connect(fill(t, ctx, rng), rng, 0.35)
            sents.append(s)
    return " ".join(sents)


def document(rng):
    """One plain English document (1-3 paragraphs)."""
    ctx = make_cast(rng)
    n = rng.choices([1, 2, 3], weights=[5, 4, 2])[0]
    names = rng.sample(SCENES, n)
    if "story" in names:  # a fairy tale only opens a document
        names.remove("story")
        names.insert(0, "story")
    paras = []
    for i, nm in enumerate(names):
        p = scene(rng, ctx, nm)
        if i > 0 and rng.random() < 0.5 and p.split(" ", 1)[0] not in NO_CONNECT | {"Once", "There"}:
            t = rng.choice(TIMES)
            p = t + ", " + p[0].lower() + p[1:] if p.split(" ", 1)[0] in LOWER_OK else t + ", " + p
        paras.append(p)
    return "\n\n".join(paras)


def sentences(rng, n):
    """A few loose everyday sentences (used as filler around tool-domain text)."""
    ctx = make_cast(rng)
    out = []
    while len(out) < n:
        nm = rng.choice(SCENES)
        b = rng.choice(S[nm][1:-1])
        t = rng.choice(b)
        s = fill(t.lstrip("^"), ctx, rng)
        if s.startswith('"'):
            continue
        out.append(s)
    return out
