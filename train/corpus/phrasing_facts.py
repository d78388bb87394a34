#!/usr/bin/python3
"""QA and Calendar texts with varied phrasing, composed from independent parts.

tooltexts.py states every fact with its one canonical `sentence` and every date with ~16
fixed forms, so the base model only proposes QA or Calendar calls on text that looks like
those.  This module writes the same two kinds of text in many more shapes:

    qa_item(rng, fact)       a pretrain=true record of src/tools/qa/facts.json
    fictional_qa_item(rng)   the same for a made-up subject (the model must copy any name)
    calendar_item(rng, d)    a text stating today's date d, or a part of it
    sample(n, seed)          a mix of the three, for the self-check below

Each returns a tooltexts.Item of 1-3 sentences with exactly one spot, placed by the
project's rule: right before the space that precedes the words the tool's result lets a
reader predict, an article belonging to them included ("known as| the Windy City",
"is| Monday", "the capital,| Nairobi,").  QA calls ask a natural question that names the
subject and the relation (the QA tool is BM25 over facts.json plus a wording -> relation
rule, see src/tools/qa/extract.ts); Calendar calls are exactly Calendar().

How a text is put together (each part drawn independently):
  QA:       [lead] + main + [trail].  main is one of
              - a wrapper around a proposition ("Our guide told us that {P}.")
              - a relation-specific sentence (travel, school, news, answer-first forms)
              - an appositive clause inside a carrier sentence for the subject's kind
                ("When we visited {S}, which lies on the {A}, we took a boat trip.")
              - an intro sentence, then a proposition about "the city" / "the book" ...
              - a quiz exchange that writes a question in the text
  Calendar: [lead] + core + [trail]; the core states the date in one of ten forms
            (full date, weekday, month, year, month and day, ...), some only on the days
            they fit (weekend, first of the month, end of the month).
Templates use [a|b|c] for alternatives (nested allowed) and {slot} for names, numbers,
subjects, answers and dates; '@@' marks the spot.  The expanded template, before slots are
filled, is the item's `frame` (item.meta["frame"]).

Run `/usr/bin/python3 train/corpus/phrasing_facts.py` for the self-check (20,000 items).
Standard library only.  Held-out facts (pretrain=false) are never read by the generators:
qa_item gets its fact from the caller, sample() and the self-check keep pretrain=true ones.
"""
import datetime
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from lexicon import FEMALE, MALE, SURNAMES, WEEKDAYS, MONTHS  # noqa: E402
from tooltexts import (Item, person, town, fake_word, fake_person, full_date,  # noqa: E402
                       rand_date, ENDS_COUNTRY, NICK_ADJ, NICK_NOUN, DEVICES, TITLE_A, TITLE_B)

FACTS_PATH = os.path.join(ROOT, "src", "tools", "qa", "facts.json")

# ------------------------------------------------------------------ template machinery

_ALT = re.compile(r"\[([^\[\]]*)\]")
_SLOT = re.compile(r"\{(\w+)\}")


def L(block):
    """One template per non-empty line."""
    return [ln.strip() for ln in block.strip().splitlines() if ln.strip() and not ln.strip().startswith("#")]


def expand(t, rng):
    """Chooses one alternative in every [a|b|c] group (innermost first)."""
    while "[" in t:
        t = _ALT.sub(lambda m: rng.choice(m.group(1).split("|")), t)
    return t


def wordings(t):
    """How many different strings expand(t) can give (alternatives multiply)."""
    def seq(i, stop):
        n, alts = 1, []
        while i < len(t) and t[i] not in stop:
            if t[i] == "[":
                total, i = 0, i + 1
                while True:
                    k, i = seq(i, "|]")
                    total += k
                    if t[i] == "]":
                        break
                    i += 1
                n *= total
            i += 1
        return n, i
    return seq(0, "")[0]


def fill(t, slots):
    return _SLOT.sub(lambda m: slots[m.group(1)], t)


def cap1(s):
    return s[:1].upper() + s[1:] if s else s


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def join_parts(parts):
    """Joins sentences; a lead ending in ',' or ':' (a salutation, a header) starts a new line."""
    out = ""
    for p in parts:
        if not out:
            out = p
        elif out.endswith(",") or out.endswith(":"):
            out += "\n" + p
        else:
            out += " " + p
    return out


# ------------------------------------------------------------------ QA: subject kinds

KIND = {
    "nickname": "city", "capital_of": "city", "country": "city", "river": "city",
    "capital": "country", "currency": "country", "language": "country", "continent": "country",
    "author": "book", "born_year": "person", "founded_year": "org", "ocean": "island",
    "mountain_range": "mountain", "inventor": "invention", "painter": "painting",
    "composer": "music", "chemical_symbol": "element",
}
PLACE_KINDS = {"city", "country", "island", "mountain"}

# What a second sentence may call the subject ("The city lies on the Thames.").
REFERENT = {
    "city": ["the city"], "country": ["the country"], "book": ["the book", "the story"],
    "org": [], "person": [], "island": [], "mountain": ["the mountain", "the peak"],
    "invention": [], "painting": ["the painting", "the picture"],
    "music": ["the piece", "the music"], "element": ["the element"],
}

# ------------------------------------------------------------------ QA: questions
# Each must name the subject ({X}) and a word of its relation, and must pass the QA tool's
# wording rules (src/tools/qa/extract.ts): e.g. composer questions never say "who wrote",
# painter questions say "painted"/"painter", year questions say "when"/"which year".

QUESTIONS = {
    "nickname": L("""
        What other name is {X} known by?
        What is {Xp} nickname?
        What is {X} also called?
        What nickname does {X} have?
        By what nickname is {X} known?
        What is {X} known as?
        What is another name for {X}?
        What is the nickname of {X}?
        Which nickname is given to {X}?
        What is {X} nicknamed?
        What is {X} also known as?
    """),
    "capital": L("""
        What is the capital of {X}?
        Which city is the capital of {X}?
        What is {Xp} capital?
        What is the capital city of {X}?
        Which city serves as the capital of {X}?
        What city is {Xp} capital?
        What is the name of the capital of {X}?
        Which city is {Xp} capital?
    """),
    "capital_of": L("""
        Which country is {X} the capital of?
        {X} is the capital of which country?
        Of which country is {X} the capital?
        Which country has {X} as its capital?
        What country is {X} the capital of?
        {X} is the capital city of which country?
        Which country's capital is {X}?
    """),
    "country": L("""
        In which country is {X}?
        Which country is {X} in?
        In what country is {X} located?
        Which country is the city of {X} in?
        {X} is a city in which country?
        What country is {X} in?
        In which country can you find {X}?
        Which country does {X} belong to?
        {X} lies in which country?
    """),
    "continent": L("""
        On which continent is {X}?
        Which continent is {X} in?
        On what continent is {X} found?
        {X} is on which continent?
        Which continent is {X} part of?
        What continent does {X} belong to?
        {X} is a country on which continent?
        On which continent is {X} located?
    """),
    "currency": L("""
        What is the currency of {X}?
        Which currency is used in {X}?
        What currency does {X} use?
        What money is used in {X}?
        What is {Xp} currency?
        What do people in {X} use as currency?
        Which currency do people use in {X}?
        What is the official currency of {X}?
    """),
    "language": L("""
        What is the main language of {X}?
        Which language is mainly spoken in {X}?
        What language do people speak in {X}?
        What language is spoken in {X}?
        Which language do most people in {X} speak?
        What is the main language spoken in {X}?
        What is {Xp} main language?
    """),
    "author": L("""
        Who wrote {X}?
        Who is the author of {X}?
        Who was the author of {X}?
        {X} was written by whom?
        Which author wrote {X}?
        Who is {X} written by?
    """),
    "born_year": L("""
        In which year was {X} born?
        When was {X} born?
        In what year was {X} born?
        What year was {X} born?
        Which year was {X} born in?
        What year was {X} born in?
    """),
    "founded_year": L("""
        In which year was {X} founded?
        When was {X} founded?
        What year was {X} founded?
        In what year was {X} founded?
        When was {X} first founded?
        Which year was {X} founded in?
    """),
    "river": L("""
        Which river does {X} lie on?
        On which river is {X}?
        What river flows through {X}?
        Which river runs through {X}?
        What river is {X} on?
        {X} lies on which river?
        On what river does {X} stand?
        Which river is {X} built on?
    """),
    "ocean": L("""
        In which ocean {is} {X}?
        Which ocean {is} {X} in?
        In what ocean {do} {X} lie?
        Which ocean surrounds {X}?
        {X} {lies} in which ocean?
        What ocean {is} {X} found in?
    """),
    "mountain_range": L("""
        Which mountain range is {X} part of?
        In which mountain range is {X}?
        What mountain range is {X} in?
        Which mountains is {X} in?
        {X} is part of which mountain range?
        Which range does {X} belong to?
        In what mountain range can you find {X}?
    """),
    "inventor": L("""
        Who invented {X}?
        Who was the inventor of {X}?
        Who is the inventor of {X}?
        {X} was invented by whom?
        Who first invented {X}?
        Who is credited as the inventor of {X}?
    """),
    "painter": L("""
        Who painted {X}?
        Who was the painter of {X}?
        Which painter made {X}?
        {X} was painted by whom?
        Who is the painter of {X}?
        Which painter created {X}?
    """),
    "composer": L("""
        Who composed {X}?
        Who was the composer of {X}?
        Which composer wrote {X}?
        {X} was composed by whom?
        Who is the composer of {X}?
        Which composer created {X}?
    """),
    "chemical_symbol": L("""
        What is the chemical symbol for {X}?
        What is the symbol of the element {X}?
        What is the chemical symbol of {X}?
        Which symbol stands for {X}?
        What symbol does {X} have?
        What is the symbol for {X}?
        Which chemical symbol does {X} have?
    """),
}

# ------------------------------------------------------------------ QA: relation phrasing
# props:   a proposition without final period, {S} first or inside ("{S} lies on@@ {A}");
#          a leading '#' means it does not read well with "the city" / "the book" for {S}.
#          A leading '~' (anywhere in this file) means: only for a singular answer.
#          A leading '%' on a sentence marks a fact-sheet line ("Country: X. Capital: Y.").
# sents:   whole sentences (travel, school, news; some put the answer first).
# clauses: an appositive after the subject, used inside a carrier sentence of its kind.
# {A} is the answer with its article ("the Steel City"), {An} the bare answer ("yen").

REL = {}

REL["nickname"] = dict(
    props=L("""
        {S} is also known as@@ {A}
        {S} is [often|sometimes|widely|fondly] called@@ {A}
        {S} is nicknamed@@ {A}
        {S} has the nickname@@ {A}
        {S} is [widely|affectionately|fondly|also] known as@@ {A}
        {S} is known to [many people|locals|visitors|its people] as@@ {A}
        {S} is called@@ {A} by [many people|locals|its people|its fans]
        #people [often|sometimes|like to] call {S}@@ {A}
        #locals [often|] call {S}@@ {A}
        #many [people|visitors|travelers] refer to {S} as@@ {A}
        {Sp} nickname is@@ {A}
        {Sp} [famous|best-known|popular|old] nickname is@@ {A}
        #the nickname of {S} is@@ {A}
        #another name for {S} is@@ {A}
        {S} earned the nickname@@ {A}
        {S} [got|was given] the nickname@@ {A} [long ago|many years ago|a long time ago]
        #the name people often use for {S} is@@ {A}
        {S} has long been called@@ {A}
        {S} goes by the nickname@@ {A}
    """),
    sents=L("""
        Known to many as@@ {A}, {S} [welcomes millions of visitors each year|is a busy place|has a lot to offer].
        Nicknamed@@ {A}, {S} is a [busy|lively|famous|well-loved] city.
        Welcome to {S}, [also known as|better known as|often called]@@ {A}!
        On the train to {S}, {name} read that the city is [often|also] called@@ {A}.
        People have called {S}@@ {A} for [many|a great many] years.
        The [travel|tourist] [brochure|leaflet|magazine] [described|introduced] {S} as@@ {A}.
        In {his} travel diary, {name} wrote that {S} really lives up to its nickname,@@ {A}.
        [Fans|Friends|Visitors] of the city [like to call|often call] {S}@@ {A}.
        Our guide in {S} told us that the city's nickname is@@ {A}.
        {name} bought a [mug|T-shirt|postcard|poster] that called {S}@@ {A}.
        The [song|film|book] about {S} [uses|mentions] its old nickname,@@ {A}.
        As we drove into {S}, {name} said that people call it@@ {A}.
    """),
    clauses=L("""
        {S}, [also|often|sometimes] [known as|called]@@ {A}
        {S}, which is [also|often] known as@@ {A}
        {S}, a city [also|often] known as@@ {A}
        {S}, nicknamed@@ {A}
        {S}, which people [often|like to] call@@ {A}
        {S}, or@@ {A}
        {S}, better known as@@ {A}
    """),
)

REL["capital"] = dict(
    props=L("""
        the capital of {S} is@@ {A}
        the capital city of {S} is@@ {A}
        {Sp} capital is@@ {A}
        {Sp} capital city is@@ {A}
        the government of {S} meets in the capital,@@ {A}
        {S} has@@ {A} as its capital
        {S} is governed from its capital,@@ {A}
        the seat of government of {S} is the capital,@@ {A}
        the city that serves as the capital of {S} is@@ {A}
        the capital of {S} has long been@@ {A}
        the most important city in {S} is its capital,@@ {A}
    """),
    sents=L("""
        Our flight to the capital of {S},@@ {A}, [landed on time|was a little late|was smooth].
        In {S}, we spent [two days|a week|three nights|a few days] in the capital,@@ {A}.
        The first stop on our trip to {S} was the capital,@@ {A}.
        The capital of {S},@@ {A}, is [home to the government|a busy city|full of museums|a lively place].
        {name} has always wanted to visit {Sp} capital,@@ {A}.
        News from the capital of {S},@@ {A}: the [new museum|new bridge|city library] is now open to visitors.
        %Country: {S}. Capital:@@ {A}.
        For {his} school project on {S}, {name} wrote about the capital,@@ {A}.
        Most visitors to {S} start their trip in the capital,@@ {A}.
        The map on the wall shows {S} with a star next to its capital,@@ {A}.
        {name} has a pen pal in {S} who lives in the capital,@@ {A}.
    """),
    clauses=L("""
        {S}, whose capital is@@ {A}
        {S}, with its capital in@@ {A}
        {S}, governed from its capital,@@ {A}
        {S}, a country with@@ {A} as its capital
        {S}, where the capital is@@ {A}
    """),
)

REL["capital_of"] = dict(
    props=L("""
        {S} is the capital of@@ {A}
        {S} is the capital city of@@ {A}
        {S} serves as the capital of@@ {A}
        {S} has been the capital of@@ {A} for [many years|a long time]
        {S} is the seat of government of@@ {A}
        the city of {S} is the capital of@@ {A}
        {S} is where the government of@@ {A} meets
        {S} is the city that serves as the capital of@@ {A}
        {S} is the home of the government of@@ {A}
    """),
    sents=L("""
        As the capital of@@ {A}, {S} is [home to the government|full of government buildings|an important city].
        {S}, the capital of@@ {A}, is [a busy city|a lively place|home to many museums|full of visitors in summer].
        We flew into {S}, the capital of@@ {A}, [early in the morning|late at night|on a rainy day].
        The capital of@@ {A}, {S}, is where the government meets.
        The government of@@ {A} meets in {S}.
        {name} has just come back from {S}, the capital city of@@ {A}.
        %City: {S}. Capital of:@@ {A}.
        The news tonight comes from {S}, the capital of@@ {A}.
    """),
    clauses=L("""
        {S}, the capital of@@ {A}
        {S}, which is the capital of@@ {A}
        {S}, capital of@@ {A}
        {S}, the capital city of@@ {A}
        {S}, where the government of@@ {A} meets
    """),
)

REL["country"] = dict(
    props=L("""
        #{S} is a city in@@ {A}
        {S} is in@@ {A}
        {S} is located in@@ {A}
        {S} lies in@@ {A}
        #{S} is one of the [best-known|well-known|most famous|most visited] cities in@@ {A}
        #{S} is a [well-known|busy|famous|lively] city in@@ {A}
        the city of {S} is in@@ {A}
        {S} [can be found|is found] in@@ {A}
        #{S} is a city that belongs to@@ {A}
        #{S} is a [major|large] city in@@ {A}
    """),
    sents=L("""
        Last [summer|spring|year|autumn|winter], {name} [traveled|went|flew] to {S} in@@ {A}.
        The [conference|concert|match|festival] was held in {S},@@ {A}.
        {name} has a [pen pal|cousin|friend] who lives in {S},@@ {A}.
        The postcard came from {S} in@@ {A}.
        My [uncle|aunt|cousin] [works|studies|lives] in {S}, a city in@@ {A}.
        {name} was born in {S}, a city in@@ {A}.
        The train from {S} crossed [most of|a large part of]@@ {A} before it reached the coast.
        The team from {S} is one of the best in@@ {A}.
        Our school has an exchange with a school in {S},@@ {A}.
        The parcel was sent from {S},@@ {A}, [two weeks ago|last month|on Monday].
    """),
    clauses=L("""
        {S}, a city in@@ {A}
        {S}, in@@ {A}
        {S},@@ {A}
        {S}, which is in@@ {A}
        {S}, one of the best-known cities in@@ {A}
        {S}, a large city in@@ {A}
    """),
)

REL["continent"] = dict(
    props=L("""
        #{S} is a country in@@ {A}
        {S} is in@@ {A}
        {S} lies in@@ {A}
        {S} is located in@@ {A}
        {S} is part of@@ {A}
        {S} is on the continent of@@ {A}
        #the continent where {S} lies is@@ {A}
        #{S} is one of the countries of@@ {A}
        {S} [belongs to|is found in]@@ {A}
        #{S} is a [large|well-known] country in@@ {A}
    """),
    sents=L("""
        On our trip [through|around]@@ {A}, we spent [a week|ten days|two weeks] in {S}.
        {name} [colored|shaded] {S} on the map of@@ {A}.
        Our class project was about the countries of@@ {A}, and {name} chose {S}.
        The [documentary|book|program] followed a [family|cyclist|traveler] across {S} in@@ {A}.
        {name} has visited many countries in@@ {A}, and {S} is {his} favorite.
        The [football|cycling|chess] team from {S} is one of the best in@@ {A}.
        Of all the countries in@@ {A}, {S} is the one {name} knows best.
    """),
    clauses=L("""
        {S}, a country in@@ {A}
        {S}, in@@ {A}
        {S}, which lies in@@ {A}
        {S}, on the continent of@@ {A}
        {S}, a large country in@@ {A}
    """),
)

REL["currency"] = dict(
    props=L("""
        the currency of {S} is@@ {A}
        {Sp} currency is@@ {A}
        the money used in {S} is@@ {A}
        people in {S} pay with@@ {A}
        people in {S} use@@ {A}
        the official currency of {S} is@@ {A}
        {S} uses@@ {A} as its currency
        the national currency of {S} is@@ {A}
        in {S}, shops take@@ {A}
        prices in {S} are given in@@ {An}
        #in {S}, people pay for things in@@ {An}
        the money in {S} is@@ {A}
    """),
    sents=L("""
        Before {his} trip to {S}, {name} changed some money into@@ {An}.
        In {S}, {name} paid for {his} [lunch|bus ticket|hotel room|souvenirs] in@@ {An}.
        Everything in the shops of {S} is priced in@@ {An}.
        The local money in {S} is@@ {A}.
        {name} still has a few coins from {S}, where the currency is@@ {A}.
        At the airport in {S}, we changed our money into@@ {An}.
        {name} collects coins, and {his} newest ones are from {S}, where people pay with@@ {A}.
        Prices on the menu in {S} were all in@@ {An}.
    """),
    clauses=L("""
        {S}, whose currency is@@ {A}
        {S}, where people pay with@@ {A}
        {S}, where the currency is@@ {A}
        {S}, where shops take@@ {A}
    """),
)

REL["language"] = dict(
    props=L("""
        the main language of {S} is@@ {A}
        most people in {S} speak@@ {A}
        people in {S} mostly speak@@ {A}
        #the language most people speak in {S} is@@ {A}
        {Sp} main language is@@ {A}
        in {S}, most people speak@@ {A}
        schools in {S} teach most lessons in@@ {A}
        the most widely spoken language in {S} is@@ {A}
        the language of most people in {S} is@@ {A}
        #in {S}, the main language is@@ {A}
    """),
    sents=L("""
        Before {his} trip to {S}, {name} learned a few words of@@ {A}.
        In {S}, the street signs are written in@@ {A}.
        {name} is learning@@ {A} because {his} [family|best friend|grandmother] comes from {S}.
        The newspapers in {S} are mostly printed in@@ {A}.
        On the radio in {S}, most programs are in@@ {A}.
        {name} moved to {S} last year and now speaks good@@ {A}.
        The children in {S} learn to read and write in@@ {A}.
        In the market in {S}, {name} tried to order in@@ {A}.
    """),
    clauses=L("""
        {S}, where most people speak@@ {A}
        {S}, whose main language is@@ {A}
        {S}, where the main language is@@ {A}
        {S}, where people mostly speak@@ {A}
    """),
)

REL["author"] = dict(
    props=L("""
        {S} was written by@@ {A}
        {S} is by@@ {A}
        #the author of {S} is@@ {A}
        #the author of {S} was@@ {A}
        {S} is a [famous|well-known|classic] work by@@ {A}
        {S} was the work of@@ {A}
        {S} came from the pen of@@ {A}
        #the writer of {S} was@@ {A}
        {S} was written [long ago|many years ago] by@@ {A}
        {S} is one of the best-known works of@@ {A}
    """),
    sents=L("""
        Written by@@ {A}, {S} is still read [all over the world|by many people|in schools] today.
        {name} [borrowed|bought|found] a copy of {S} by@@ {A} [at the library|in a bookshop|at a market stall].
        Our [book club|class|reading group] is reading {S} by@@ {A} this [month|term|week].
        The name on the cover of {S} is that of its author,@@ {A}.
        For {his} report, {name} read {S}, which was written by@@ {A}.
        The [school play|film|radio play] was based on {S} by@@ {A}.
        {name} says {S} is the best thing ever written by@@ {A}.
        In English class we talked about {S} and its author,@@ {A}.
        Of all the works by@@ {A}, {name} likes {S} best.
    """),
    clauses=L("""
        {S}, written by@@ {A}
        {S}, the famous work by@@ {A}
        {S}, which was written by@@ {A}
        {S}, by@@ {A}
    """),
)

REL["born_year"] = dict(
    props=L("""
        {S} was born in@@ {A}
        {S} was born in the year@@ {A}
        {Sp} year of birth is@@ {A}
        {S} came into the world in@@ {A}
        {Sp} birth year was@@ {A}
        #the year {S} was born was@@ {A}
        the story of {S} begins in@@ {A}, the year of {Sp} birth
    """),
    sents=L("""
        Born in@@ {A}, {S} [became famous around the world|is still remembered today|changed history].
        The [exhibition|book|film] starts in@@ {A}, the year {S} was born.
        {name} wrote in {his} history notes that {S} was born in@@ {A}.
        Our [class|teacher] [talked|read] about {S}, who was born in@@ {A}.
        The timeline on the classroom wall shows that {S} was born in@@ {A}.
        {name} is reading about {S}, who was born in@@ {A}.
        On the first page of the book, it says that {S} was born in@@ {A}.
        A long time ago, in@@ {A}, {S} was born.
    """),
    clauses=L("""
        {S}, who was born in@@ {A}
        {S}, born in@@ {A}
        {S}, who came into the world in@@ {A}
    """),
)

REL["founded_year"] = dict(
    props=L("""
        {S} was founded in@@ {A}
        {S} was [started|set up|established|created] in@@ {A}
        {S} dates back to@@ {A}
        {S} began in@@ {A}
        {S} has existed since@@ {A}
        #the year {S} was founded was@@ {A}
        {S} was first founded in@@ {A}
        the story of {S} begins in@@ {A}, when it was founded
    """),
    sents=L("""
        Founded in@@ {A}, {S} is now [known around the world|a famous name|very large].
        Since its founding in@@ {A}, {S} has grown [a lot|a great deal|far beyond its first plans].
        {name} wrote a report on the history of {S}, which was founded in@@ {A}.
        The story of {S} starts in@@ {A}, when it was founded.
        The first page of the history of {S} begins in@@ {A}, the year it was founded.
        When {S} was founded, in@@ {A}, few people knew its name.
        Back in@@ {A}, {S} was founded.
    """),
    clauses=L("""
        {S}, founded in@@ {A}
        {S}, which was founded in@@ {A}
        {S}, which dates back to@@ {A}
        {S}, set up in@@ {A}
    """),
)

REL["river"] = dict(
    props=L("""
        {S} lies on@@ {A}
        {S} is on@@ {A}
        {S} sits on@@ {A}
        {S} stands on@@ {A}
        {S} is built on@@ {A}
        {S} is built along@@ {A}
        {S} lies on the banks of@@ {A}
        #the river that flows through {S} is@@ {A}
        #the river running through {S} is@@ {A}
        #the river in {S} is@@ {A}
        {S} grew up along@@ {A}
        #the main river of {S} is@@ {A}
        {S} lies on the river known as@@ {A}
    """),
    sents=L("""
        In {S}, we took a boat trip on@@ {A}.
        From a bridge in {S}, [we|{name}] watched the boats on@@ {A}.
        {name} walked along the banks of@@ {A} in {S}.
        Our hotel in {S} had a view of@@ {A}.
        Boats on@@ {A} carry visitors through {S}.
        The city of {S} grew up on the banks of@@ {A}.
        In {S}, the river you see from every bridge is@@ {A}.
        {name} went running along@@ {A} every morning during {his} stay in {S}.
        The old harbor of {S} lies on@@ {A}.
    """),
    clauses=L("""
        {S}, which lies on@@ {A}
        {S}, on@@ {A}
        {S}, a city on@@ {A}
        {S}, on the banks of@@ {A}
        {S}, which stands on@@ {A}
    """),
)

REL["ocean"] = dict(
    props=L("""
        {S} {lies} in@@ {A}
        {S} {is} in@@ {A}
        {S} {is} located in@@ {A}
        {S} {is} surrounded by@@ {A}
        {S} {is} found in@@ {A}
        #the ocean around {S} is@@ {A}
        #the waters around {S} are part of@@ {A}
        {S} {lies} far from the mainland in@@ {A}
    """),
    sents=L("""
        From a beach in {S}, we looked out over@@ {A}.
        Our ship crossed@@ {A} to reach {S}.
        {name} swam in@@ {A} during {his} holiday in {S}.
        The flight to {S} passed over many miles of@@ {A}.
        The waves that reach {S} come from@@ {A}.
        In {S}, every window of our hotel looked out on@@ {A}.
        {name} went sailing on@@ {A} near {S}.
    """),
    clauses=L("""
        {S}, in@@ {A}
        {S}, which {lies} in@@ {A}
        {S}, out in@@ {A}
        {S}, surrounded by@@ {A}
    """),
)

REL["mountain_range"] = dict(
    props=L("""
        {S} is part of@@ {A}
        {S} is in@@ {A}
        #{S} is a [mountain|peak] in@@ {A}
        {S} rises in@@ {A}
        {S} stands in@@ {A}
        {S} belongs to@@ {A}
        #{S} is one of the [peaks|mountains] of@@ {A}
        {S} is found in@@ {A}
        #the mountain range that includes {S} is@@ {A}
        #{S} is a famous peak in@@ {A}
    """),
    sents=L("""
        High in@@ {A}, {S} [draws many climbers|is a famous peak|is a hard climb].
        {name} climbed {S} in@@ {A} last [summer|year].
        {S}, one of the best-known peaks in@@ {A}, is on the front of the postcard.
        Our hiking group spent [a week|two weeks] in@@ {A} and saw {S}.
        The photo on the wall shows {S} in@@ {A}.
        {name} dreams of climbing {S} in@@ {A} one day.
        The film follows a team that climbs {S}, in@@ {A}.
    """),
    clauses=L("""
        {S}, in@@ {A}
        {S}, part of@@ {A}
        {S}, a peak in@@ {A}
        {S}, which is part of@@ {A}
        {S}, high in@@ {A}
    """),
)

REL["inventor"] = dict(
    props=L("""
        {S} was invented by@@ {A}
        {S} was first made by@@ {A}
        ~#the inventor of {S} was@@ {A}
        {S} is credited to@@ {A}
        #credit for {S} goes to@@ {A}
        #we owe {S} to@@ {A}
        {S} was the invention of@@ {A}
        ~#the person who invented {S} was@@ {A}
        {S} was [first] built by@@ {A}
    """),
    sents=L("""
        Invented by@@ {A}, {S} changed [the way people lived|daily life|the world].
        ~The museum has a room about {S} and its inventor,@@ {A}.
        In {his} project on {S}, {name} wrote about@@ {A}, who invented it.
        {name} read a book about {S} and how@@ {A} invented it.
        It was@@ {A} who invented {S}.
        ~{S} made its inventor,@@ {A}, famous.
        Our teacher told us how@@ {A} came to invent {S}.
        The science museum has a display on {S}, invented by@@ {A}.
    """),
    clauses=L("""
        {S}, invented by@@ {A}
        {S}, which was invented by@@ {A}
        {S}, the invention of@@ {A}
        {S}, first made by@@ {A}
    """),
)

REL["painter"] = dict(
    props=L("""
        {S} was painted by@@ {A}
        #{S} is a painting by@@ {A}
        #{S} is a [famous|well-known] [painting|work] by@@ {A}
        #the painter of {S} was@@ {A}
        {S} is the work of@@ {A}
        {S} came from the brush of@@ {A}
        #the artist who painted {S} was@@ {A}
        {S} is one of the best-known works of@@ {A}
    """),
    sents=L("""
        Painted by@@ {A}, {S} [is one of the best-known pictures in the world|draws crowds every day].
        In the gallery, {name} stood for a long time in front of {S} by@@ {A}.
        The postcard shows {S}, the famous painting by@@ {A}.
        {name} made a copy of {S} by@@ {A} for art class.
        Our art teacher showed us {S} and told us about its painter,@@ {A}.
        The guide stopped in front of {S} and talked about@@ {A}, who painted it.
        {name} has a poster of {S} by@@ {A} above {his} desk.
    """),
    clauses=L("""
        {S}, painted by@@ {A}
        {S}, the famous painting by@@ {A}
        {S}, by@@ {A}
        {S}, which was painted by@@ {A}
    """),
)

REL["composer"] = dict(
    props=L("""
        {S} was composed by@@ {A}
        {S} was written by the composer@@ {A}
        {S} is a [famous|well-known] work by@@ {A}
        #the composer of {S} was@@ {A}
        #the music of {S} was written by@@ {A}
        {S} is the work of@@ {A}
        {S} is by the composer@@ {A}
        {S} is one of the best-known works of@@ {A}
    """),
    sents=L("""
        Composed by@@ {A}, {S} is still played [all over the world|in concert halls|by orchestras] today.
        Tonight the orchestra plays {S} by@@ {A}.
        {name} heard {S} by@@ {A} [on the radio|at a concert|in the park] [last night|this week|on Sunday].
        The concert ended with {S}, composed by@@ {A}.
        Our music teacher played us {S} and told us about its composer,@@ {A}.
        {name} is learning a part of {S} by@@ {A} on the [piano|violin|flute].
        The program notes say that {S} was composed by@@ {A}.
    """),
    clauses=L("""
        {S}, composed by@@ {A}
        {S}, by@@ {A}
        {S}, the famous work by@@ {A}
        {S}, which was composed by@@ {A}
    """),
)

REL["chemical_symbol"] = dict(
    props=L("""
        the chemical symbol for {S} is@@ {A}
        the symbol for {S} is@@ {A}
        {Sp} chemical symbol is@@ {A}
        {S} has the chemical symbol@@ {A}
        {S} is written as@@ {A} in chemistry
        on the periodic table, {S} is shown as@@ {A}
        #chemists write {S} as@@ {A}
        #the element {S} has the symbol@@ {A}
        #the chemical symbol of {S} is@@ {A}
    """),
    sents=L("""
        On the periodic table in our classroom, {S} is marked@@ {A}.
        In chemistry class, {name} learned that the symbol for {S} is@@ {A}.
        {name} wrote the symbol for {S},@@ {A}, on the board.
        %Element: {S}. Symbol:@@ {A}.
        On the test, {name} had to give the symbol for {S}, which is@@ {A}.
        The label on the jar said {S}, with its symbol,@@ {A}, in big letters.
    """),
    clauses=L("""
        {S}, whose chemical symbol is@@ {A}
        {S}, with the symbol@@ {A}
        {S}, written as@@ {A} on the periodic table
        {S}, which has the symbol@@ {A}
    """),
)

# Wrappers around a proposition {P} (P is capitalized when it opens the sentence).
WRAPPERS = L("""
    {P}.
    {P}.
    {P}.
    Did you know that {P}?
    It is [well known|a well-known fact|common knowledge|true] that {P}.
    Most people [know|have heard] that {P}.
    [Our|The] teacher [told us|explained|reminded us] that {P}.
    {name} [learned|found out|read] [at school|in a book|in the library|from a documentary] that {P}.
    {name} [wrote|noted] in {his} [school report|notebook|essay|project] that {P}.
    According to [the encyclopedia|our textbook|the quiz book|the article|the reference book|the library book], {P}.
    As {name} [explained|pointed out|told the class], {P}.
    {name} was [surprised|pleased|happy|interested] to learn that {P}.
    Fun fact: {P}.
    Here is [a fact|a fun fact|something worth knowing]: {P}.
    [Remember|Keep in mind|Note] that {P}.
    Many [students|visitors|readers|people] [do not know|forget|are surprised to hear] that {P}.
    In class [today|this week|this morning] we learned that {P}.
    The [article|report|program|podcast|radio show] [said|mentioned|explained] that {P}.
    {name}'s [grandmother|uncle|aunt|grandfather|father|mother] [once told {him}|told {him}|always says] that {P}.
    {name} asked me [whether|if] I knew that {P}.
    [I|We] [had forgotten|never knew|only just learned] that {P}.
    [In fact|Indeed|As it happens|Interestingly|Of course], {P}.
    The quiz card said that {P}.
    Everyone in the [class|room|group|club] agreed that {P}.
    On the [test|quiz|exam], {name} wrote that {P}.
    In {his} letter, {name} [mentioned|explained|wrote] that {P}.
    Dear diary, today I learned that {P}.
    The [guide|speaker|host|presenter|librarian] [said|told us|explained] that {P}.
    {name} was right: {P}.
    Not everyone knows that {P}.
    It may [surprise|interest] you that {P}.
    One thing [I|we] [remember|learned] is that {P}.
    {name} [said|told me|mentioned] that {P}.
    As you may know, {P}.
    The answer to the last question was that {P}.
    [Yes|Right|That's right], {P}.
    {name} [checked|looked it up], and {P}.
    By the way, {P}.
    I read [today|last night|in the paper] that {P}.
    Here is what {name} wrote: {P}.
""")

# Second sentence of the intro + anaphora form (a short wrapper, then P about "the city" ...).
PAIR_WRAPPERS = L("""
    {P}.
    {P}.
    Our guide told us that {P}.
    {name} [said|told me|reminded me] that {P}.
    I [learned|read] that {P}.
    As you may know, {P}.
    [In fact|Of course|Indeed], {P}.
""")

# Quiz-style texts: {Q} is a question as written in the text (not necessarily the call's).
QUIZ = L("""
    Quiz question: {Q} Answer:@@ {A}.
    Q: {Q} A:@@ {A}.
    Question {num}: {Q} The answer is@@ {A}.
    {name} asked, "{Q}" {name2} answered,@@ {A}.
    The last question of the quiz was: {Q} The answer was@@ {A}.
    On the test, question {num} was: {Q} {name} wrote@@ {A}.
    {name} asked {his} teacher: {Q} The answer is@@ {A}.
    Here is today's quiz question: {Q} And the answer is@@ {A}.
    [Teacher|Host|Quizmaster]: {Q} {name}:@@ {A}.
    {Q} That one is easy: the answer is@@ {A}.
    The question on the card was: {Q} {name} knew the answer right away:@@ {A}.
    {Q} {name} looked it up. The answer is@@ {A}.
""")

# Intro sentences for the two-sentence form, by kind.
INTRO = {
    "city": L("""
        Last [summer|spring|year|month] we [went|traveled] to {S}.
        {name} grew up in {S}.
        Our next stop was {S}.
        {name} has just come back from {S}.
        This week our class learned about {S}.
        I have always wanted to see {S}.
        {name} is moving to {S} [next month|in the spring|soon].
        We spent [two|three|four] days in {S}.
    """),
    "country": L("""
        Last [summer|year] we [went|traveled] to {S}.
        Our class project this [term|week] is about {S}.
        {name}'s [family|grandmother|pen pal] comes from {S}.
        {name} has just come back from {S}.
        We are learning about {S} in geography class.
        {name} hopes to visit {S} one day.
    """),
    "book": L("""
        {name} [just finished|is reading|started] {S}.
        Our [class|book club] is reading {S} this [term|month].
        {name}'s favorite book is {S}.
        The library has [several|two|many] copies of {S}.
        For {his} report, {name} chose {S}.
    """),
    "mountain": L("""
        The photo on the wall shows {S}.
        {name} hopes to climb {S} one day.
        We saw {S} from the window of the plane.
        The documentary was about {S}.
    """),
    "painting": L("""
        At the gallery we saw {S}.
        {name} has a poster of {S}.
        Our art teacher showed us {S}.
        The postcard on the fridge shows {S}.
    """),
    "music": L("""
        The orchestra played {S}.
        {name} heard {S} on the radio.
        Our music teacher played us {S}.
        The concert ended with {S}.
    """),
    "element": L("""
        Today's chemistry lesson was about {S}.
        {name} wrote a short report on {S}.
        The teacher asked us about {S}.
    """),
}

# Carrier sentences for an appositive clause {C} ("{S}, which lies on the Thames").
# A carrier that goes on after {C} has "{C}," (that comma closes the appositive).
CARRIERS = {
    "city": L("""
        When [we|I] visited {C}, [we|I] [took lots of photos|walked for hours|ate at a small cafe|visited the old market].
        Last [summer|spring|year|month], we [went|traveled|flew] to {C}.
        {name} [lives|grew up|works|studied] in {C}.
        {name} sent us a postcard from {C}.
        Our [school trip|holiday|tour] took us to {C}.
        The [conference|festival|concert|match] this year is in {C}.
        {C}, is a [busy|lively|popular] place [to visit|with many visitors].
        {C}, has many [museums|parks|old buildings|good restaurants].
        My [cousin|aunt|friend] has just moved to {C}.
        The [documentary|article|program] was all about {C}.
        We spent [two|three|four] days in {C}.
        There are [many|lots of] things to see in {C}.
        {name} [wants|hopes] to visit {C}, one day.
        The train [arrived|stopped] in {C}, [late at night|early in the morning|just after noon].
        During our stay in {C}, we [visited three museums|walked everywhere|ate very well].
        {name} has a photo of {C}, on {his} desk.
    """),
    "country": L("""
        Last [summer|year], we [went|traveled] to {C}.
        {name} [grew up|lives|worked for a year] in {C}.
        Our class project this [term|week] is about {C}.
        {name}'s [family|grandmother|pen pal] comes from {C}.
        The documentary was about {C}.
        {C}, is a popular place [for travelers|to visit].
        {C}, has a long history.
        We [read|learned] a lot about {C}, in geography class.
        {name} hopes to visit {C}, one day.
        When {name} traveled to {C}, {he} [kept a diary|took many photos|tried the local food].
        The new student in our class comes from {C}.
    """),
    "book": L("""
        {name} [read|finished|started] {C}, [last week|over the summer|on the train|in one weekend].
        Our [class|book club] is reading {C}, this [term|month].
        The library has [several|two|many] copies of {C}.
        {C}, is still [read|loved] by many people today.
        {name}'s favorite [book|story] is {C}.
        There is a [film|play|new film] based on {C}.
        For {his} report, {name} chose {C}.
        We talked about {C}, in English class.
    """),
    "person": L("""
        {name} gave a talk in class about {C}.
        Many books have been written about {C}.
        The museum has a [room|show|display] about {C}.
        {C}, is [still] remembered [today|around the world].
        Our history lesson [today|this week] was about {C}.
        {name} is reading a book about {C}.
        The new film tells the story of {C}.
        There is a statue of {C}, in the town square.
    """),
    "org": L("""
        Many people have heard of {C}.
        {name} read an article about {C}.
        The talk was about the history of {C}.
        {C}, is [known|famous] around the world.
        {name}'s project was about {C}.
        {C}, has grown a great deal over the years.
        Our teacher told us the story of {C}.
    """),
    "island": L("""
        Last [summer|year], we went on holiday to {C}.
        {name} sent us a postcard from {C}.
        {C}, {is} a popular place for holidays.
        The documentary was about the birds of {C}.
        {name} has always wanted to visit {C}.
        Our ship stopped at {C}, for [two|three] days.
        {name}'s [uncle|aunt|cousin] lives in {C}.
    """),
    "mountain": L("""
        The climbers set out for the top of {C}.
        {name} has a photo of {C}, on {his} wall.
        {C}, is a famous [mountain|peak].
        We saw {C}, from the window of the plane.
        {name} [dreams of climbing|hopes to climb] {C}, one day.
        The documentary followed a team climbing {C}.
    """),
    "invention": L("""
        The class learned about {C}.
        {name} gave a talk about {C}.
        {C}, changed the way people lived.
        The museum has a display about {C}.
        {name} wrote a report on {C}.
        Our teacher told us about {C}.
    """),
    "painting": L("""
        We saw {C}, at the [gallery|museum].
        {name} bought a poster of {C}.
        {C}, is [one of the best-known pictures in the world|a famous picture].
        Our art teacher showed us {C}.
        {name} [tried to copy|made a drawing of] {C}, in art class.
    """),
    "music": L("""
        The orchestra played {C}.
        {name} [listened to|heard] {C}, on the radio.
        The concert ended with {C}.
        {C}, is often played at concerts.
        Our music teacher played us {C}.
        The school band practiced {C}, all week.
    """),
    "element": L("""
        Today's chemistry lesson was about {C}.
        {name} wrote a short report on {C}.
        {C}, is one of the chemical elements.
        The chart on the wall shows {C}.
    """),
}

# Leads: quiz and fact-sheet leads go before a quiz or a plain statement ("prop"); story
# leads (letters, news) before the narrative forms; kind leads before anything but a quiz.
QA_LEADS_QUIZ = L("""
    Here is a fact.
    Did you know this?
    This is a well-known fact.
    Here is something from a school book.
    A short note:
    From the quiz night:
    The teacher asked the class a question.
    Many people know this.
    {name} likes to collect facts.
    Our class had a quiz [this morning|last week|yesterday].
    I found this in an old notebook.
    {name} read about it in the library.
    We talked about it at dinner.
    It came up at the quiz last night.
    This was on the test.
    {name} asked a good question in class.
    Here is what I learned this week.
    Here is a fun fact for the [quiz|class|family].
    {name} is studying for a quiz.
    The question came up on a [radio|TV] quiz show.
    {name} had a question for {his} [grandfather|grandmother|teacher].
    {name} is writing a report for school.
    Here is one from the quiz book.
    My [brother|sister|friend] [asked|quizzed] me [at breakfast|on the bus|last night].
    Quiz time!
    Round [two|three|four] of the quiz was about general knowledge.
""")
QA_LEADS_STORY = L("""
    Dear {name2},
    Hi {name2},
    Hello {name2},
    I have some news.
    It has been a busy week.
    What a week it has been!
    We had a lovely time.
    {name} sent me a message.
    Here is my news.
    {name} told me about [{his} week|{his} trip|{his} new class].
    This week went by fast.
    I have not written for a while.
""")
QA_LEADS_KIND = {
    "place": L("""
        Travel notes, day {num}.
        Notes from geography class.
        Our guide knew a lot.
        The train was [slow|late|full], but the trip was worth it.
        {name} [loves|likes] looking at maps.
        The atlas was open on the table.
    """),
    "person": L("""
        Notes from history class.
        The museum was [quiet|busy] today.
    """),
    "org": L("""
        Notes from history class.
        {name} is writing about famous names.
    """),
    "invention": L("""
        Notes from history class.
        The science museum was [quiet|busy] today.
    """),
    "book": L("""
        Notes from English class.
        {name} loves old books.
    """),
    "painting": L("""
        Notes from art class.
        The museum was [quiet|busy] today.
    """),
    "music": L("""
        Notes from music class.
        The concert hall was full.
    """),
    "element": L("""
        Notes from chemistry class.
        The lab was quiet.
    """),
}
QA_TRAILS_QUIZ = L("""
    {name} got a point for that answer.
    That was the last question.
    The whole class got it right.
    We [won|lost] the quiz by one point.
    {name} [smiled|nodded] and wrote it down.
    Next question!
    That one was easy.
    Only {num} teams got it right.
""")
QA_TRAILS_ALL = L("""
    I wrote it down so I would not forget.
    Now you know too.
    Not everyone knows this.
    {name} did not know that before.
    It is worth remembering.
    I did not know that before.
""")
QA_TRAILS_STORY = L("""
    I will write again soon.
    Best wishes, {name}.
    See you soon!
    We had a wonderful time.
    {name} wants to go back one day.
    It was a day to remember.
""")
QA_TRAILS_KIND = {
    "city": L("""
        It is a [busy|lively|beautiful|large] city.
        The streets were full of people.
        We hope to go back one day.
        The food there is very good.
        Many visitors come every year.
    """),
    "country": L("""
        It is a country with a long history.
        Many people travel there every year.
        The country has cities, farms and open land.
        It has its own flag and its own songs.
    """),
    "book": L("""
        It is still read by many people today.
        Many students read it at school.
        The story has been told in films and plays.
    """),
    "person": L("""
        The name is known around the world.
        Students still learn about this life and work.
        Many books tell the story.
    """),
    "org": L("""
        Today the name is known around the world.
        It started out small.
        Many people know the name.
    """),
    "island": L("""
        The beaches are beautiful.
        Many visitors go there every year.
        The water there is deep and blue.
    """),
    "mountain": L("""
        The climb is long and hard.
        The view from the top is wide.
        Many climbers know this peak.
    """),
    "invention": L("""
        It changed the way people lived.
        The idea soon spread to other countries.
        Today it is hard to imagine life without it.
    """),
    "painting": L("""
        Many people come to see it.
        Copies of it hang in many homes.
        The picture is known around the world.
    """),
    "music": L("""
        Orchestras still play it today.
        Many people know the music.
        It is often heard at concerts.
    """),
    "element": L("""
        It is one of the chemical elements.
        Students learn the symbol at school.
        Every element has its own symbol.
    """),
}

# ------------------------------------------------------------------ QA: fact records

_PREP = {}


def _prep_real(f):
    """Surface forms of a facts.json record: {S} with its article, {A} with its article."""
    got = _PREP.get(f["id"])
    if got:
        return got
    s, a, subj, rel = f["sentence"], f["answer"], f["subject"], f["relation"]
    i = len(s) - len(a) - 1
    assert s[i:] == a + "." and s[i - 1] == " ", f["id"]
    art = "the" if s[:i - 1].endswith(" the") else ""
    S = subj
    q0 = f["questions"][0]
    j = q0.find(subj)
    if (j >= 4 and q0[j - 4:j] == "the ") or s.startswith("The " + subj + " "):
        S = "the " + subj
    plural = rel == "ocean" and S.startswith("the ") and subj.endswith("s")
    rec = dict(id=f["id"], relation=rel, subject=subj, S=S, answer=a, art=art,
               plural=plural, kind=KIND[rel], real=True)
    _PREP[f["id"]] = rec
    return rec


def _verbs(plural):
    if plural:
        return {"is": "are", "lies": "lie", "do": "do", "has": "have"}
    return {"is": "is", "lies": "lies", "do": "does", "has": "has"}


def make_question(rng, rec):
    t = rng.choice(QUESTIONS[rec["relation"]])
    sl = {"X": rec["S"], "Xp": poss(rec["S"])}
    sl.update(_verbs(rec["plural"]))
    return cap1(fill(t, sl))


def _strip_tags(t):
    return t.lstrip("~#")



def _pick(rng, lst, rec, anaphora=False):
    for _ in range(50):
        t = rng.choice(lst)
        if t.startswith("~") and rec.get("answer_plural"):
            continue
        if anaphora and "#" in t[:2]:
            continue
        return _strip_tags(t)
    raise ValueError("no template fits")


P0, P1 = "\x01", "\x02"   # around a part that is capitalized when it opens a sentence


def _main_qa(rng, rec):
    """The sentence(s) with the spot, as an unfilled frame, and which form it is."""
    rel, kind = rec["relation"], rec["kind"]
    R = REL[rel]
    u = rng.random()
    if u < 0.40:
        w = rng.choice(WRAPPERS)
        p = _pick(rng, R["props"], rec)
        return w.replace("{P}", P0 + p + P1), "prop"
    if u < 0.64:
        t = _pick(rng, R["sents"], rec)
        if t.startswith("%"):   # a fact-sheet line: leads as for a plain statement
            return t[1:], "prop"
        return t, "sent"
    if u < 0.82:
        car = rng.choice(CARRIERS[kind])
        cl = _pick(rng, R["clauses"], rec)
        return car.replace("{C}", P0 + cl + P1), "clause"
    if u < 0.90 and REFERENT[kind] and kind in INTRO:
        intro = rng.choice(INTRO[kind])
        p = _pick(rng, R["props"], rec, anaphora=True)
        ref = rng.choice(REFERENT[kind])
        p = p.replace("{Sp}", poss(ref)).replace("{S}", ref)
        w = rng.choice(PAIR_WRAPPERS)
        return intro + " " + w.replace("{P}", P0 + p + P1), "pair"
    q = rng.choice(QUESTIONS[rel])
    q = P0 + q.replace("{Xp}", "{Sp}").replace("{X}", "{S}") + P1
    return rng.choice(QUIZ).replace("{Q}", q), "quiz"


def _render(frame, slots):
    """Fills slots; a marked part is capitalized when it opens a sentence."""
    t = fill(frame, slots)
    out = []
    i = 0
    while True:
        j = t.find(P0, i)
        if j < 0:
            out.append(t[i:])
            break
        out.append(t[i:j])
        k = t.index(P1, j)
        inner = t[j + 1:k]
        before = "".join(out).rstrip(" ")
        if not before or before[-1] in ".!?:\n" or before.endswith('"'):
            inner = cap1(inner)
        out.append(inner)
        i = k + 1
    return "".join(out)


_SENT_START = re.compile(r'(^|[.!?]"? +|\n)([a-z])')
_SENT_END = re.compile(r'[.!?]"?(?=\s|$|\x02)|,$')


def _capsent(text):
    """Capitalizes the first letter of every sentence ("the telephone ..." after a lead)."""
    return _SENT_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)


def nsent(frame):
    """Sentences in a frame (a salutation such as "Dear {name}," counts as one)."""
    return max(1, len(_SENT_END.findall(frame)))


def frame_text(frame):
    return frame.replace(P0, "").replace(P1, "")


def _compose(rng, main, leads, trails, p_lead, p_trail, max_sent=3):
    """[lead] + main + [trail], keeping to at most max_sent sentences."""
    n = nsent(main)
    parts = [main]
    if leads and n < max_sent and rng.random() < p_lead:
        lead = expand(rng.choice(leads), rng)
        parts.insert(0, lead)
        n += nsent(lead)
    if trails and n < max_sent and rng.random() < p_trail:
        parts.append(expand(rng.choice(trails), rng))
    return join_parts(parts)


def _qa_text(rng, rec):
    kind = rec["kind"]
    main, form = _main_qa(rng, rec)
    main = expand(main, rng)
    kl = QA_LEADS_KIND.get("place" if kind in PLACE_KINDS else kind)
    if form == "quiz":
        leads = QA_LEADS_QUIZ
        trails = rng.choice([QA_TRAILS_QUIZ, QA_TRAILS_QUIZ, QA_TRAILS_ALL, QA_TRAILS_KIND[kind]])
    else:
        u = rng.random()
        if form == "prop":
            leads = QA_LEADS_QUIZ if u < 0.6 else (kl or QA_LEADS_QUIZ) if u < 0.85 else QA_LEADS_STORY
        else:
            leads = QA_LEADS_STORY if u < 0.55 else (kl or QA_LEADS_STORY)
        trails = rng.choice([QA_TRAILS_KIND[kind], QA_TRAILS_KIND[kind], QA_TRAILS_ALL,
                             QA_TRAILS_STORY if form != "prop" else QA_TRAILS_ALL])
    frame = _compose(rng, main, leads, trails, 0.45, 0.5)
    name, pr = person(rng)
    name2 = rng.choice([n for n in (FEMALE + MALE) if n != name])
    A = (rec["art"] + " " + rec["answer"]) if rec["art"] else rec["answer"]
    slots = {"S": rec["S"], "Sp": poss(rec["S"]), "A": A, "An": rec["answer"], "name": name,
             "name2": name2, "he": pr[0], "him": pr[1], "his": pr[2],
             "num": str(rng.randint(2, 12))}
    slots.update(_verbs(rec["plural"]))
    return frame_text(frame), _capsent(_render(frame, slots)), form, frame_text(main)


def _qa_build(rng, rec, fact_id=None):
    rec = dict(rec)
    rec.setdefault("answer_plural", rec["answer"].endswith("brothers") or rec["answer"].endswith("sisters"))
    frame, text, form, core = _qa_text(rng, rec)
    q = make_question(rng, rec)
    extra = {"relation": rec["relation"], "subject": rec["subject"]}
    if fact_id:
        extra["fact_id"] = fact_id
    it = Item().add_marked(text, "QA", 'QA("%s")' % q, rec["answer"], **extra)
    it.meta = {"frame": frame, "core": core, "form": form, "tool": "QA", "question": q,
               "real": bool(fact_id), "S": rec["S"], "art": rec["art"]}
    return it


def qa_item(rng, fact):
    """A text stating a facts.json fact (pass only pretrain=true ones) with one QA spot."""
    assert fact.get("pretrain") is not False, "held-out fact passed to qa_item: " + fact["id"]
    return _qa_build(rng, _prep_real(fact), fact_id=fact["id"])


def annotation_qa_item(rng, fact):
    """The same for a text of C to annotate, where held-out facts belong (never pretraining)."""
    return _qa_build(rng, _prep_real(fact), fact_id=fact["id"])


# ------------------------------------------------------------------ QA: made-up subjects

CITY_NICK = ["the City of [Bells|Bridges|Lanterns|Kites|Roses|Towers|Fountains|Clocks|Gardens|Windmills]",
             "[Kite|Bell|Lantern|Salt|Rose|Clock] Town"]
NICK_ADJ_MORE = ["Iron", "Glass", "Velvet", "Golden", "Misty", "Sunny", "Quiet"]
CURRENCIES = ["crown", "mark", "florin", "shell", "taler", "ducat", "guilder", "sovereign", "dinar", "real"]
CONTINENTS = ["Europe", "Asia", "Africa", "South America", "North America"]
OCEANS = ["Pacific Ocean", "Atlantic Ocean", "Indian Ocean"]
MORE_DEVICES = ["steam whistle", "hand crank radio", "bread slicer", "clockwork fan", "folding umbrella",
                "tide clock", "pocket lamp", "apple peeler", "rope ladder", "weather vane", "coffee grinder",
                "sewing frame", "bicycle bell", "ink pump", "glass lens", "music box"]
PAINT_A = ["Boats at", "Morning in", "Evening over", "Rain in", "The Road to", "Winter in", "The Market at",
           "Harvest near", "The Harbor at"]
PAINT_B = ["The Red Umbrella", "Girl with a Lantern", "The Blue Door", "Woman Reading", "The Old Mill",
           "Two Sisters", "The Yellow Boat", "Still Life with Pears", "The Orchard Gate", "The Sleeping Dog"]
MUSIC_A = ["Suite", "Sonata", "Symphony", "Overture", "Waltz", "Serenade", "Concerto"]
MUSIC_T = ["The Silver Lake", "The Winter Garden", "The Clockmaker", "The Swallows", "The Lantern Dance",
           "Morning Bells", "The Sleeping Forest", "The Glass Palace", "The Little Mermaid Song"]
TITLE_MORE = ["The Lighthouse Keeper", "The Secret Door", "A House by the Sea", "The Red Kite",
              "Three Brave Sisters", "The Paper Boat", "The Clockmaker's Daughter", "The Last Train Home"]
ORG_KIND = ["Museum", "Library", "Rowing Club", "Theater", "Choir", "College", "Football Club",
            "Art School", "Chess Club", "Music Society", "Botanic Garden"]
CO_KIND = ["Motors", "Foods", "Books", "Records", "Games", "Bikes", "Toys", "Radio"]


def _demonym(country):
    for end, rep in (("istan", "istani"), ("land", "landic"), ("ia", "ian"), ("ara", "aran"),
                     ("ora", "oran"), ("a", "an")):
        if country.endswith(end):
            return country[:-len(end)] + rep
    return country + "ish"


def _fake_country(rng):
    return fake_word(rng) + rng.choice(ENDS_COUNTRY)


def _fake_city(rng):
    return fake_word(rng, rng.choice([2, 2, 3]))


def fictional_record(rng):
    """A made-up fact, as a record _qa_build understands (never a real fact)."""
    rel = rng.choice(list(KIND))
    plural = False
    if rel == "nickname":
        if rng.random() < 0.7:
            A = "the " + rng.choice(NICK_ADJ + NICK_ADJ_MORE) + " " + rng.choice(NICK_NOUN)
        else:
            A = expand(rng.choice(CITY_NICK), rng)
        S = town(rng)
    elif rel == "capital":
        S, A = _fake_country(rng), _fake_city(rng)
    elif rel == "capital_of":
        S, A = _fake_city(rng), _fake_country(rng)
    elif rel == "country":
        S, A = town(rng), _fake_country(rng)
    elif rel == "continent":
        S, A = _fake_country(rng), rng.choice(CONTINENTS)
    elif rel == "currency":
        c = _fake_country(rng)
        cur = rng.choice(CURRENCIES)
        S, A = c, "the " + (_demonym(c) + " " + cur if rng.random() < 0.4 else cur)
    elif rel == "language":
        c = _fake_country(rng)
        S, A = c, _demonym(c)
    elif rel == "author":
        S = rng.choice([rng.choice(TITLE_A) + " " + rng.choice(TITLE_B), rng.choice(TITLE_MORE),
                        "Letters from " + town(rng), "The " + town(rng) + " Mystery"])
        A = fake_person(rng)
    elif rel == "born_year":
        S, A = fake_person(rng), str(rng.randint(1500, 1990))
    elif rel == "founded_year":
        if rng.random() < 0.6:
            S = "the " + town(rng) + " " + rng.choice(ORG_KIND)
        else:
            S = fake_word(rng) + " " + rng.choice(CO_KIND)
        A = str(rng.randint(1700, 2015))
    elif rel == "river":
        S, A = town(rng), "the " + fake_word(rng) + rng.choice(["", "", " River"])
    elif rel == "ocean":
        k = rng.random()
        if k < 0.35:
            S, plural = "the " + fake_word(rng) + " Islands", True
        elif k < 0.7:
            S = fake_word(rng) + " Island"
        else:
            S = fake_word(rng, rng.choice([2, 3]))
        A = "the " + rng.choice(OCEANS)
    elif rel == "mountain_range":
        S = rng.choice(["Mount " + fake_word(rng), fake_word(rng) + " Peak", "the " + fake_word(rng) + "horn"])
        A = "the " + fake_word(rng) + " " + rng.choice(["Mountains", "Range", "Alps", "Hills"])
    elif rel == "inventor":
        S, A = "the " + rng.choice(DEVICES + MORE_DEVICES), fake_person(rng)
    elif rel == "painter":
        S = rng.choice([rng.choice(PAINT_A) + " " + town(rng), rng.choice(PAINT_B)])
        A = fake_person(rng)
    elif rel == "composer":
        S = rng.choice(["The " + town(rng) + " " + rng.choice(MUSIC_A), rng.choice(MUSIC_T)])
        A = fake_person(rng)
    else:  # chemical_symbol
        base = fake_word(rng).lower()
        S = base + "ium"
        A = base[0].upper() + rng.choice([c for c in base[1:] if c.isalpha()] or ["x"])
    art = ""
    if A.startswith("the "):
        art, A = "the", A[4:]
    subj = S[4:] if S.startswith("the ") else S
    return dict(id=None, relation=rel, subject=subj, S=S, answer=A, art=art, plural=plural,
                kind=KIND[rel], real=False)


def fictional_qa_item(rng):
    """The same kinds of text about a made-up subject; its question names that subject."""
    return _qa_build(rng, fictional_record(rng))


# ------------------------------------------------------------------ Calendar

def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def date_forms(d):
    wd, mo = WEEKDAYS[d.weekday()], MONTHS[d.month - 1]
    return {
        "full": full_date(d), "wd": wd, "mo": mo, "yr": str(d.year),
        "date": f"{mo} {d.day}, {d.year}", "md": f"{mo} {d.day}", "wmd": f"{wd}, {mo} {d.day}",
        "my": f"{mo} {d.year}", "ord": ordinal(d.day), "dmy": f"{d.day} {mo} {d.year}",
    }


WEEKEND_CL = L("""
    there is no school
    the office is closed
    the family is at home
    the market is busy
    many people are in the park
    we can sleep late
    the shops are full
    the children are playing outside
""")
WEEKDAY_CL = L("""
    the office is open
    the children are at school
    the shops open early
    the buses are busy
    the library is open until six
    the roads are busy in the morning
    the post office is open
""")
ANY_CL = L("""
    the shop opens late
    the weather is mild
    the town is quiet
    the club meets in the evening
    the post office is busy
    the museum has a new show
    there is a concert in the park
    the bakery has fresh bread
    the garden is full of birds
    the roads are busy
    the team plays at home
    the school choir sings
    the sky is clear
    the wind is strong
    it is raining a little
""")

# Core sentences: each has one '@@' followed by a date slot.  A leading <cond> limits the
# days a line fits: wkday, wkend, mon, fri, first (1st of the month), early (day <= 7),
# mid (11-20), late (day >= 24), jan (January 1-10), dec (December).
CAL_CORE = L("""
    Today is@@ {full}.
    Today is@@ {full}, and {any}.
    [Today's date|The date today] is@@ {full}.
    Date:@@ {full}.
    Dear diary, today is@@ {full}.
    Dear diary, it is@@ {full}, and {any}.
    Diary entry for today,@@ {full}.
    I am writing this [letter|note|page|email|entry] on@@ {full}.
    [This|My] [letter|note|page|entry|card] was written today,@@ {full}.
    As of today,@@ {full}, the [library|pool|museum|post office|shop|clinic] has new opening hours.
    The [meeting|concert|bake sale|school fair|book sale|town meeting|quiz night] is today,@@ {full}, [at the town hall|in the main hall|at the school|in the park|at the library].
    [Minutes|Notes] of the [club|team|committee|staff|parents'] meeting held today,@@ {full}.
    Weather for today,@@ {full}: [sunny spells|light rain|clear skies|strong winds|low cloud|a few showers] [in the morning|in the afternoon|all day|later on].
    [Lunch|Dinner|School lunch] menu for today,@@ {full}: [soup and bread|pasta with tomato sauce|fish and rice|vegetable curry|a cheese sandwich and fruit].
    Schedule for today,@@ {full}: [breakfast at eight, then the bus at nine|lessons until noon, then sports|meetings all morning, then lunch|a walk, a picnic and a game].
    The {town} [Herald|Gazette|News|Times] for today,@@ {full}.
    Good morning! It is@@ {full}, and [here is the news|this is your morning update|the sun is already up|the roads are quiet].
    Welcome! Today is@@ {full}.
    Signed and dated today,@@ {full}.
    [Log|Report|Notes] for today,@@ {full}: [all machines checked|no problems found|two deliveries came in|the heating was fixed].
    Printed today,@@ {full}.
    Class notes for today,@@ {full}.
    Good evening. Today,@@ {full}, the [council|club|school|museum] [announced|shared|posted] [its new plans|a new timetable|the winners of the contest].
    Here is the news for today,@@ {full}.
    Today,@@ {full}, [is a busy day at the office|is {name}'s first day at the new school|the new bridge opens to traffic|the library opens its new reading room|the school choir sings in the town hall].
    The [receipt|ticket|form] is dated today,@@ {full}.
    This [photo|picture] was taken today,@@ {full}[, in {town}|].
    Attendance sheet for today,@@ {full}.
    It is@@ {full}, and {any}.
    Today, which is@@ {full}, [the shop opens late|the club meets in the evening|the team plays at home].
    This morning,@@ {full}, [the market opened early|the new bus route started|the school held its sports day].
    [Hello|Hi] from {town}, where today is@@ {full}.
    Entry for today,@@ {full}: [a quiet day at home|a long walk by the river|a busy day at work].
    Today's date is@@ {date}.
    Today is@@ {date}.
    Date:@@ {date}.
    [Posted|Updated|Written|Filed|Checked] today,@@ {date}.
    The [letter|form|note|invoice|report] is dated today,@@ {date}.
    Closed today,@@ {date}, [for repairs|for the holiday|for a staff day|for cleaning].
    Today,@@ {date}, [the new rules begin|the library opens a new reading room|the museum shows a new collection].
    [Inspection|Delivery|Cleaning] [done|completed] today,@@ {date}.
    Last checked today,@@ {date}.
    The [notice|sign] on the door says: Closed today,@@ {date}.
    As of today,@@ {date}, [the bus runs every hour|the shop takes cards only|the pool opens at seven].
    Date:@@ {dmy}.
    Today is@@ {dmy}.
    Written [today|this morning],@@ {dmy}.
    [Meeting|Class|Club|Garden] notes for today,@@ {dmy}.
    Today's date:@@ {dmy}.
    Today,@@ {md}, [the library is closed|the club meets at six|the shop opens late|the team plays at home].
    Today is@@ {md}[, and {any}|].
    It is@@ {md} today[, and {any}|].
    [Menu|Plan|Program] for today,@@ {md}: [soup and bread|a walk in the park and a picnic|games in the hall].
    The date today is@@ {md}.
    Notes for today,@@ {md}.
    Today is@@ {wmd}.
    Notes for today,@@ {wmd}.
    Program for today,@@ {wmd}: [a talk at ten and lunch at noon|games in the hall and a film].
    Good morning! Today is@@ {wmd}[, and {any}|].
    Dear diary, today is@@ {wmd}.
    Date:@@ {wmd}.
    It is@@ {my}[, and {any}|].
    [Our club|The school|The town|The library] newsletter for@@ {my} is [out now|here|on the table by the door].
    [Monthly report|Sales report|Garden diary|Reading list] for@@ {my}.
    Here is the news for@@ {my}.
    The [rota|timetable|plan] for@@ {my} is on the [board|fridge|wall].
    Welcome to the@@ {my} issue of the [club|school|town] newsletter.
    The current month is@@ {mo}.
    We are now in the month of@@ {mo}.
    It is@@ {mo} [already|now|at last].
    [Sales|Visitor numbers|Ticket sales|Orders|Bookings] this@@ {mo} are [up|down|higher than expected|strong|steady].
    The [garden club|library|team|school] has a lot planned for this@@ {mo}.
    Welcome to the@@ {mo} [issue|edition] of the [club|school|town] newsletter.
    The [rent|bill|fee|club fee] for@@ {mo} is due [today|this week].
    <early>It has been a [wet|dry|cold|mild|windy|calm] start to@@ {mo} here in {town}.
    <late>The last days of@@ {mo} are here.
    Every day this@@ {mo}, the [pool|library|market] opens at [eight|nine|ten].
    [Book of the month for@@ {mo}: a story about a lighthouse|Recipe of the month for@@ {mo}: a simple bean soup|Song of the month for@@ {mo}: an old folk song|Photo of the month for@@ {mo}: a picture of the harbor].
    Our [class|club|team] [plan|reading list|timetable] for@@ {mo} is on the board.
    The report was filed today, in@@ {mo} of {yr}.
    [So far|Up to now], this@@ {mo} has been [busy|quiet|rainy|sunny|windy|calm][ in {town}| at the office| at home|].
    <early>It is the [start|beginning] of@@ {mo}[, and {any}|].
    <mid>It is the middle of@@ {mo}[, and {any}|].
    <late>It is the end of@@ {mo}[, and {any}|].
    Here in {town}, it is@@ {mo}[, and {any}|].
    The birthday list for@@ {mo} is on the fridge.
    The [bus|train|tram] timetable for@@ {mo} is [on the website|at the station|in the paper].
    Today, in@@ {mo}, the [shop|club|museum|library] [opened a new room|started a new course|changed its hours].
    This@@ {mo}, the [club|choir|team|library group] meets [twice a week|every morning|once a week].
    The [theme|topic] for@@ {mo} at the [library|school|club] is [birds|rivers|space|the sea|old maps].
    The [garden|house|street] looks lovely this@@ {mo}.
    The current year is@@ {yr}.
    It is@@ {yr}[ now|].
    So far in@@ {yr}, [the club has grown|sales are up|the team has won most of its games|we have planted {num} trees|the library has lent more books than ever].
    This year,@@ {yr}, the [fair|festival|show|race|parade] is bigger than ever.
    The new rules start today, in@@ {yr}.
    Here in@@ {yr}, [more people ride bikes to work|many families grow their own food|the town has a new library].
    The [club|school|library|team] [calendar|plan] for@@ {yr} is [ready|on the wall|finished].
    The [annual report|yearbook|club album|photo book] for@@ {yr} is [almost finished|out now|on sale].
    As of@@ {yr}, the [shop|club|museum|choir] has [{num} members|a new owner|new opening hours|a new name].
    Welcome to the@@ {yr} [season|edition|fair|festival]!
    The@@ {yr} [season|festival|harvest|school play] has been [a success|long|hard work|a lot of fun].
    [Prices|Fees|Opening hours] for@@ {yr} are [listed below|on the back page|on the door].
    {name} has set {his} goals for@@ {yr}.
    Our [garden|club|family] plan for@@ {yr} is simple.
    The best [songs|books|films] of@@ {yr} so far are on this list.
    Today is@@ {wd}[, and {any}|].
    It is@@ {wd} today[, and {any}|].
    <wkday>It is@@ {wd}, so {wcl}.
    <wkend>It is@@ {wd}, so {wcl}.
    Today is@@ {wd}, so {wcl}.
    Happy@@ {wd}[!|, everyone!|, all!|, friends!]
    Good morning, and happy@@ {wd}!
    Have a [great|good|lovely|nice|peaceful]@@ {wd}!
    Closed today,@@ {wd}, [for the holiday|for repairs|for a staff day|for cleaning|for stocktaking].
    The [shop|library|pool|cafe|museum|bakery|post office] is [closed|open late|open until six|open all day] today,@@ {wd}.
    Today,@@ {wd}, the [market is busy|club meets at six|choir practices in the hall|team plays at home|bus runs late].
    Reminder: today is@@ {wd}, so [the bins go out|the recycling is collected|the library van comes|the window cleaner comes].
    Don't forget, it is@@ {wd} today.
    Dear diary, it is@@ {wd} [again|at last|once more].
    <fri>Finally, it is@@ {wd}!
    <wkend>Finally, it is@@ {wd}!
    The day of the week today is@@ {wd}.
    It is a [quiet|busy|rainy|sunny|cold|warm|windy|gray] day here this@@ {wd}.
    Today is a [busy|quiet|lovely|rainy|long|sunny]@@ {wd}[ in {town}|].
    It is a [quiet|busy|lazy|cold|bright]@@ {wd} [morning|afternoon|evening][ in {town}| at the office| at home|].
    Live from {town} on this@@ {wd} [morning|evening].
    What a [lovely|long|busy|quiet|strange]@@ {wd} it has been!
    Good [morning|afternoon|evening], and welcome to the show this@@ {wd}.
    Lunch today,@@ {wd}, is [soup and bread|pasta|fish and rice|a salad].
    The [school|office|club] plan for today,@@ {wd}, is on the board.
    <wkday>Work starts at nine today, as it is@@ {wd}.
    <wkend>There is no school today, because it is@@ {wd}.
    <wkend>The office is closed today, because it is@@ {wd}.
    <mon>Today is@@ {wd}, the start of a new [week|working week].
    <fri>Today is@@ {wd}, the last day of the [school|working] week.
    <wkend>It is@@ {wd}, the best day for a [long walk|lazy breakfast|trip to the beach].
    Weather for today,@@ {wd}: [rain in the morning|sunny spells|light winds|clear skies].
    Our [club|team|choir] meets today,@@ {wd}, at [six|seven|four].
    The [match|game|concert|show|film] is today,@@ {wd}, at [three|four|seven|eight].
    It is@@ {wd} morning[, and {any}|].
    It is@@ {wd} [afternoon|evening][, and {any}|].
    Today is@@ the {ord}[ of {mo}|].
    It is@@ the {ord} today[, and {any}|].
    <first>Today is@@ the {ord}, so the rent is due.
    Today,@@ the {ord}, the [club|shop|library] [opens late|meets at six|has a sale].
    The date today is@@ the {ord}.
    Good morning! It is@@ the {ord}[ of {mo}|], and {any}.
    I hope you are having a [good|great|calm|lovely]@@ {wd}.
    Hope your@@ {wd} is going well!
    How is your@@ {wd} going?
    I am out of the office today,@@ {wd}, [and will reply after lunch|but I will read my email tonight|and back in an hour].
    It's@@ {wd}, and this is the morning show on {town} Radio.
    You are listening to {town} Radio on this@@ {wd} [morning|afternoon|evening].
    Local news for today,@@ {wmd}.
    <wkday>Today,@@ {wd}, the class [goes to the museum|visits the zoo|has a spelling test|plays games in the hall].
    <wkday>The spelling test is today,@@ {wd}.
    Homework set today,@@ {md}: read [one chapter|two pages|a short poem].
    Match day today,@@ {wd}!
    Race results for today,@@ {date}.
    Training is at six today,@@ {wd}, [on the big field|in the sports hall|at the pool].
    Sale today only,@@ {wd}!
    Today's special,@@ {wd}: [bean soup|apple pie|fish and chips|a cheese roll].
    Fresh bread every morning, and today,@@ {wd}, we also have [cakes|pies|buns].
    {name}'s birthday is today,@@ {md}!
    Today,@@ {md}, is {name}'s birthday.
    Appointment today,@@ {wmd}, at [ten|three|half past nine].
    Shift notes for today,@@ {wmd}.
    Day {num} of our trip: today is@@ {wd}, and we are in {town}.
    Forecast for today,@@ {wd}: [rain at times|sun and a light wind|fog in the morning].
    It is a [gray|quiet|bright|still]@@ {mo} morning in {town}.
    The town celebrates its birthday this year,@@ {yr}.
    <jan>Happy new year, and welcome to@@ {yr}!
    <jan>It is@@ {mo}, the first month of the year.
    <dec>It is@@ {mo}, the last month of the year.
    The calendar on the wall shows@@ {mo}.
    The page on the kitchen calendar says@@ {my}.
    We are now in@@ {yr}, and {any}.
    It is the year@@ {yr}.
    The garden club's tip for@@ {mo}: [water the roses|plant the bulbs|feed the birds].
    This is the@@ {mo} edition of the [club|school|parish] newsletter.
    Our walking group meets every week this@@ {mo}.
    It is a busy@@ {mo} at the [shop|office|farm|library].
    Here is the shopping list for@@ {mo}.
    Pay day is today,@@ the {ord}.
    It's@@ {wd}!
    It's@@ {wd} again[, and {any}|].
    Another@@ {wd} at the [office|shop|school|farm].
    Just another@@ {wd} in {town}.
    Today is@@ {wd}, which means [pizza night|swimming lessons|a trip to the market|band practice].
    Since it is@@ {wd}, [the shop closes early|the club meets tonight|we are having fish for dinner].
    Because today is@@ {wd}, {wcl}.
    <wkend>No work today: it is@@ {wd}!
    <wkend>The weekend is here, and today is@@ {wd}.
    <wkday>It is a school day today,@@ {wd}.
    <wkday>Another working day:@@ {wd}.
    Wishing you a [happy|good|calm|sunny]@@ {wd}!
    The [theater|cinema] shows [a new film|an old classic|a children's play] today,@@ {wmd}.
    [Meeting|Delivery|Cleaning] scheduled for today,@@ {wmd}.
    The [results|prizes|winners] will be announced today,@@ {date}.
    This letter comes to you from {town} on@@ {full}.
    Hello! I am writing to you on@@ {wd} [morning|afternoon|evening].
    The rota says that today,@@ {wd}, it is {name}'s turn to [cook|wash up|walk the dog].
    [Sales|Visitors] so far in@@ {yr}: [more than last time|about the same|a record].
    The club has [grown|changed|done well] this year,@@ {yr}.
    The [library|pool|museum|post office|bakery|bank|town hall|school office|sports hall|garden center|bookshop|clinic] is closed today,@@ [{wd}|{full}|{wmd}|{md}|{date}][, for [the holiday|repairs|a staff day|cleaning|a private event|stocktaking]|].
    The [library|pool|museum|post office|bakery|bank|cafe|market|bookshop|sports hall|garden center|clinic] is [open late|open until six|open all day|very busy|quiet|open as usual] today,@@ [{wd}|{full}|{wmd}|{md}|{date}].
    Today,@@ [{wd}|{full}|{wmd}|{md}|{date}|{dmy}], [the new bridge opens|the choir sings in the town hall|the club meets at six|the market comes to town|the school holds its sports day|the museum opens a new room|the team plays its first home game|the bakery gives away free rolls|the council meets in the town hall|the library starts a reading club|the pool opens early|the shop has a big sale|{name} starts a new job|{name} begins piano lessons|the town holds a street party|the park hosts a music show|the farm opens its gates to visitors|the new bus route begins].
    [Menu|Schedule|Plan|Timetable|Agenda|Program|To-do list|Rota|Notes|Log|Report|Minutes|Class notes|Shopping list|Training plan|Reading plan|Weather report|Forecast|Order list|Cleaning list] for today,@@ [{full}|{wmd}|{md}|{date}|{wd}|{dmy}].
    The [meeting|concert|bake sale|school fair|book sale|town meeting|quiz night|parents' evening|art show|flower show|chess match|talent show|school play|garden party|dance class] is today,@@ [{wd}|{full}|{wmd}|{md}], [at the town hall|in the main hall|at the school|in the park|at the library|in the church hall|at the community center|at the club].
    [Sales|Visitor numbers|Ticket sales|Orders|Bookings|Library loans|Bike rentals|Donations|Club numbers|Calls to the help desk] this@@ {mo} are [up|down|higher than expected|strong|steady|lower than usual|about the same as usual|better than we hoped].
    The [garden|park|street|town square|harbor|market|river path|old bridge|village green|school yard] looks [lovely|busy|quiet|bright|gray|peaceful|tidy] this@@ {mo}.
    So far in@@ {yr}, [the club has grown|sales are up|the team has won most of its games|we have planted {num} trees|the library has lent more books than ever|the shop has opened a second room|the choir has sung at {num} concerts|the town has fixed most of its roads|our class has read {num} books|the farm has sold more eggs than ever|the museum has had many visitors|the bakery has tried {num} new recipes].
    This year,@@ {yr}, the [fair|festival|show|race|parade|market|concert series|book sale|flower show|school fete] is [bigger than ever|smaller than usual|longer than usual|moving to a new place|free for children|held in the park].
    It is a [quiet|busy|lazy|cold|bright|gray|rainy|sunny|windy|calm|long|slow]@@ {wd}[ morning| afternoon| evening|][ in {town}| at the office| at home| at school| on the farm| at the shop|].
    [Good morning|Hello|Hi|Good afternoon|Good evening], [everyone|all|friends|team|listeners|neighbors], and happy@@ {wd}!
    [Dear diary|Diary note], today is@@ [{full}|{wmd}|{wd}|{date}|{md}][, and {any}|].
    [Our|The] [newsletter|bulletin|update|report|plan|timetable|rota] for@@ [{mo}|{my}] is [out now|on the board|ready|in your inbox|on the website|by the door].
    [Everyone|The whole team|The class|The club] [is|seems] [busy|cheerful|tired|happy] this@@ {wd} [morning|afternoon|].
    Here we are in@@ {yr}, and {any}.
""")

CAL_LEADS = L("""
    Good morning, everyone.
    Hello from {town}.
    Here is the news.
    {name} opened {his} diary.
    This is the notice on the shop door.
    A note for the family:
    Hi {name2},
    Dear {name2}, I hope you are well.
    Subject: [Lunch|The meeting|Plans for today|The trip|Club news].
    Notice to all members.
    Attention, please.
    Welcome back to the show.
    This is your morning update.
    The teacher wrote on the board.
    Another day at the office.
    The kettle is on and the house is quiet.
    {name} looked out of the window.
    Thank you for coming.
    From: {name} {surname}.
    To all staff:
    Note from the front desk:
    Dear parents,
    Hello, neighbors!
    {name} pinned a note on the board.
    The radio was on in the kitchen.
    Here is a quick update.
    Morning, all.
    Report from the garden:
    This is {name}, writing from {town}.
    {name} wrote the date at the top of the page.
    The sign on the gate is new.
    Good afternoon, listeners.
    The post came early.
""")
CAL_TRAILS = L("""
    See you soon.
    Have a good day.
    Thank you for reading.
    Please tell your friends.
    Doors open at [nine|ten|eleven].
    {name} wrote it all down.
    {name} will remember this day for a long time.
    Please bring a coat, just in case.
    Tea and coffee will be served.
    All are welcome.
    More news soon.
    Best wishes, {name}.
    Call the office if you have questions.
    We hope to see you there.
    Entry is free.
    The rest of {mo} should be calm.
    The year {yr} has been a busy one.
    Every {wd}, {name} walks to the market.
    {name} will remember this {wd} for a long time.
    {name} wrote the date, {full}, at the top of the page.
    It is {mo}, and the garden needs work.
    Please sign the sheet by the door.
    Lunch will be at one.
""")

_COND = re.compile(r"^<(\w+)>")
_CAL_SLOT = re.compile(r"@@ (the )?\{(\w+)\}")


def _cond_ok(cond, d):
    wk = d.weekday()
    return {"wkday": wk < 5, "wkend": wk >= 5, "mon": wk == 0, "fri": wk == 4, "first": d.day == 1,
            "early": d.day <= 7, "mid": 11 <= d.day <= 20, "late": d.day >= 24,
            "jan": d.month == 1 and d.day <= 10, "dec": d.month == 12}[cond]


def calendar_item(rng, d):
    """A text that states today's date d, or a part of it, with one Calendar() spot."""
    while True:
        t = rng.choice(CAL_CORE)
        m = _COND.match(t)
        if m:
            if not _cond_ok(m.group(1), d):
                continue
            t = t[m.end():]
        break
    # the clause lists are wording, not names or dates: they belong to the frame
    core = expand(t, rng)
    core = core.replace("{any}", expand(rng.choice(ANY_CL), rng))
    core = core.replace("{wcl}", expand(rng.choice(WEEKEND_CL if d.weekday() >= 5 else WEEKDAY_CL), rng))
    frame = _compose(rng, core, CAL_LEADS, CAL_TRAILS, 0.45, 0.45)
    forms = date_forms(d)
    name, pr = person(rng)
    name2 = rng.choice([n for n in (FEMALE + MALE) if n != name])
    slots = dict(forms)
    slots.update({"name": name, "name2": name2, "he": pr[0], "him": pr[1], "his": pr[2],
                  "surname": rng.choice(SURNAMES), "town": town(rng), "num": str(rng.randint(3, 90))})
    text = _capsent(fill(frame, slots))
    sm = _CAL_SLOT.search(frame)
    kind = sm.group(2)
    it = Item().add_marked(text, "Calendar", "Calendar()", forms[kind], kind=kind)
    it.meta = {"frame": frame, "core": core, "tool": "Calendar", "kind": kind, "date": d.isoformat()}
    return it


# ------------------------------------------------------------------ mixed sample

def load_facts(path=FACTS_PATH):
    """The pretrain=true facts only (held-out facts never reach a generator)."""
    with open(path) as fh:
        return [f for f in json.load(fh) if f.get("pretrain") is True]


def sample(n, seed, facts=None):
    """n items: about 45% QA on real (pretrain=true) facts, 20% made-up QA, 35% Calendar."""
    rng = random.Random(f"{seed}:phrasing")
    facts = facts if facts is not None else load_facts()
    out = []
    for _ in range(n):
        u = rng.random()
        if u < 0.45:
            out.append(qa_item(rng, rng.choice(facts)))
        elif u < 0.65:
            out.append(fictional_qa_item(rng))
        else:
            out.append(calendar_item(rng, rand_date(rng)))
    return out


# ------------------------------------------------------------------ self-check

# A word naming the relation, one of which every question must contain.
REL_WORDS = {
    "nickname": ["nickname", "other name", "another name", "known", "called"],
    "capital": ["capital"], "capital_of": ["capital"], "country": ["country"],
    "continent": ["continent"], "currency": ["currency", "money"],
    "language": ["language", "speak", "spoken"], "author": ["wrote", "author", "written"],
    "born_year": ["born"], "founded_year": ["founded"], "river": ["river"], "ocean": ["ocean"],
    "mountain_range": ["mountain", "range"], "inventor": ["invent"],
    "painter": ["painted", "painter"], "composer": ["composed", "composer"],
    "chemical_symbol": ["symbol"],
}
_WD_RE = re.compile(r"\b(%s)s?\b" % "|".join(WEEKDAYS))
_MO_RE = re.compile(r"\b(%s)\b" % "|".join(MONTHS))
_YR_RE = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_ORD_RE = re.compile(r"\b(\d+)(st|nd|rd|th)\b")
_MD_RE = re.compile(r"\b(%s) (\d{1,2})\b" % "|".join(MONTHS))
_DM_RE = re.compile(r"\b(\d{1,2}) (%s)\b" % "|".join(MONTHS))

_NODE_QA = r"""
import { register } from 'tsx/esm/api'; register();
const { answerQuestion } = await import('./src/tools/qa/qa.ts');
const { extractAnswer } = await import('./src/tools/qa/extract.ts');
const { getKnowledge } = await import('./src/tools/qa/knowledge.ts');
let s = ''; for await (const c of process.stdin) s += c;
const out = JSON.parse(s).map((q) => {
  const o = answerQuestion(q); const e = extractAnswer(q, getKnowledge());
  return { result: o.ok ? o.result : null, id: e.ok ? e.fact.id : null };
});
process.stdout.write(JSON.stringify(out));
"""


def ask_qa_tool(questions):
    """Runs the lab's own QA tool (TypeScript, via node + tsx) on many questions at once."""
    import subprocess
    r = subprocess.run(["node", "--input-type=module", "-e", _NODE_QA], cwd=ROOT,
                       input=json.dumps(questions), capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise RuntimeError(r.stderr[-2000:])
    return json.loads(r.stdout)


def ask_qa_cli(question):
    """One question through the CLI exactly as a user runs it (slow: ~6 s)."""
    import subprocess
    r = subprocess.run(["node", "bin/toolformer.mjs", "tool", "QA", question], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    return r.stdout.strip() if r.returncode == 0 else None


def _after_article(rest):
    for a in ("the ", "The ", "a ", "an "):
        if rest.startswith(a):
            return rest[len(a):]
    return rest


def check_item(it):
    t = it.text
    assert len(it.spots) == 1, "spots"
    sp = it.spots[0]
    pos = sp["pos"]
    assert t[pos] == " ", "no space at pos"
    assert "@@" not in t and "[" not in t and "]" not in t and "{" not in t and "}" not in t, "markup left"
    assert t.isascii(), "ascii"
    assert 1 <= nsent(it.meta["frame"]) <= 3, ("sentences", it.meta["frame"])
    assert "  " not in t and not t.startswith(" ") and t[-1] in ".!?:", "spacing"
    rest = _after_article(t[pos + 1:])
    ans = sp["answer"]
    assert rest.startswith(ans), ("answer not after call", t[pos:pos + 40], ans)
    nxt = rest[len(ans):len(ans) + 1]
    assert not nxt or not nxt.isalnum(), ("answer cut inside a word", t[pos:pos + 40])
    if sp["tool"] == "QA":
        q = sp["call"][4:-2]
        assert sp["call"] == 'QA("%s")' % q and q.endswith("?") and '"' not in q, sp["call"]
        assert sp["subject"].lower() in q.lower(), ("subject not in question", q, sp["subject"])
        assert any(w in q.lower() for w in REL_WORDS[sp["relation"]]), ("no relation word", q)
        assert sp["subject"].lower() in t.lower(), "subject not in text"
    else:
        assert sp["call"] == "Calendar()"
        d = datetime.date.fromisoformat(it.meta["date"])
        f = date_forms(d)
        assert ans == f[sp["kind"]], (ans, sp["kind"], d)
        assert all(m == f["wd"] for m in _WD_RE.findall(t)), ("weekday", t, d)
        assert all(m == f["mo"] for m in _MO_RE.findall(t)), ("month", t, d)
        assert all(m == f["yr"] for m in _YR_RE.findall(t)), ("year", t, d)
        assert all(int(n) == d.day for n, _ in _ORD_RE.findall(t)), ("ordinal", t, d)
        assert all(int(n) == d.day for _, n in _MD_RE.findall(t)), ("month day", t, d)
        assert all(int(n) == d.day for n, _ in _DM_RE.findall(t)), ("day month", t, d)


def _frame_key(fr):
    return fr


def self_check(n=20000, seed=0, n_tool=200, all_questions=False):
    import collections
    import time
    with open(FACTS_PATH) as fh:
        every = json.load(fh)
    facts = [f for f in every if f.get("pretrain") is True]
    held = {f["id"] for f in every if not f.get("pretrain")}
    print(f"facts: {len(facts)} pretrain=true of {len(every)}")
    t0 = time.time()
    items = sample(n, seed, facts)
    dt = time.time() - t0
    print(f"generated {n} items in {dt:.2f} s = {n / dt:,.0f} items/s")
    bad = 0
    for it in items:
        try:
            check_item(it)
        except AssertionError as e:
            bad += 1
            if bad <= 10:
                print("FAIL", e, "|", it.with_calls())
        fid = it.spots[0].get("fact_id")
        assert fid is None or fid not in held, "held-out fact used"
    print(f"invariants: {n - bad} / {n} items pass")
    assert bad == 0
    # reproducible
    again = sample(200, seed, facts)
    assert [x.text for x in again] == [x.text for x in items[:200]], "not reproducible"

    by_tool = collections.defaultdict(collections.Counter)
    kinds = collections.Counter()
    for it in items:
        by_tool[it.meta["tool"]][_frame_key(it.meta["frame"])] += 1
        kinds[(it.meta["tool"], it.spots[0].get("kind") or it.spots[0]["relation"])] += 1
    allf = collections.Counter()
    for tool, c in sorted(by_tool.items()):
        print(f"{tool}: {sum(c.values())} items, {len(c)} distinct frames")
        allf.update(c)
    for tool in sorted(by_tool):
        cores = {it.meta["core"] for it in items if it.meta["tool"] == tool}
        print(f"{tool}: {len(cores)} distinct core sentences (frame without lead and trail)")
    nw_cal = sum(wordings(_COND.sub("", t)) for t in CAL_CORE)
    nw_qa = 0
    for rel, R in REL.items():
        kind = KIND[rel]
        props = sum(wordings(x.lstrip("~#")) for x in R["props"])
        clauses = sum(wordings(x.lstrip("~#")) for x in R["clauses"])
        nw_qa += props * sum(wordings(w) for w in WRAPPERS)
        nw_qa += sum(wordings(x.lstrip("~#")) for x in R["sents"])
        nw_qa += clauses * sum(wordings(c) for c in CARRIERS[kind])
        nw_qa += len(QUESTIONS[rel]) * sum(wordings(q) for q in QUIZ)
    print(f"core wordings the templates can give: QA {nw_qa:,} (before leads and trails), Calendar {nw_cal:,}")
    qforms = collections.Counter()
    for it in items:
        if it.meta["tool"] == "QA":
            q = it.meta["question"].replace(it.meta["S"], "{X}").replace(cap1(it.meta["S"]), "{X}")
            qforms[q] += 1
    print(f"QA question forms: {len(qforms)} distinct")
    print("calendar kinds:", ", ".join(f"{k}={v}" for (tl, k), v in sorted(kinds.items()) if tl == "Calendar"))
    print("\n15 most common frames:")
    top = allf.most_common(15)
    for fr, c in top:
        print(f"  {100 * c / n:5.2f}%  {fr!r}")
    top_share = top[0][1] / n
    assert top_share < 0.012, top_share

    rng = random.Random(1)
    print("\n25 random examples:")
    for it in rng.sample(items, 25):
        print("  " + it.with_calls().replace("\n", " / "))

    # BM25: the lab's own QA tool must answer the question with this fact
    real = [it for it in items if it.meta.get("real")]
    pick = rng.sample(real, min(n_tool, len(real)))
    try:
        res = ask_qa_tool([it.meta["question"] for it in pick])
    except (OSError, RuntimeError) as e:
        print("\nQA tool check skipped:", e)
        return
    ok = 0
    for it, r in zip(pick, res):
        sp = it.spots[0]
        if r["result"] == sp["answer"] and r["id"] == sp["fact_id"]:
            ok += 1
        else:
            print("  QA miss:", it.meta["question"], "->", r, "want", sp["answer"])
    print(f"\nQA tool on {len(pick)} random real-fact items: {ok}/{len(pick)} = {100 * ok / len(pick):.1f}% answer with their fact")
    # the same through the CLI, for three of them
    for it in pick[:3]:
        got = ask_qa_cli(it.meta["question"])
        print(f"  CLI: toolformer tool QA {it.meta['question']!r} -> {got!r}")
        assert got == it.spots[0]["answer"]
    distinct = sorted({(it.meta["question"], it.spots[0]["fact_id"], it.spots[0]["answer"]) for it in real})
    res = ask_qa_tool([q for q, _, _ in distinct])
    ok2 = sum(1 for (q, fid, a), r in zip(distinct, res) if r["id"] == fid and r["result"] == a)
    print(f"QA tool on all {len(distinct)} distinct real-fact questions in the sample: {100 * ok2 / len(distinct):.1f}%")
    if all_questions:
        qs = []
        for f in facts:
            rec = _prep_real(f)
            for t in QUESTIONS[f["relation"]]:
                sl = {"X": rec["S"], "Xp": poss(rec["S"])}
                sl.update(_verbs(rec["plural"]))
                qs.append((cap1(fill(t, sl)), f["id"], t))
        res = ask_qa_tool([q for q, _, _ in qs])
        miss = collections.Counter()
        for (q, fid, t), r in zip(qs, res):
            if r["id"] != fid:
                miss[t] += 1
                print("  miss:", q, "->", r)
        print(f"every question form x every fact: {len(qs) - sum(miss.values())}/{len(qs)}")
    assert ok / len(pick) >= 0.95


if __name__ == "__main__":
    self_check(all_questions="--all-questions" in sys.argv)
