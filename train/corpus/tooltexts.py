"""Tool-domain texts: arithmetic, calendar and fact texts, each with its call spots.

An Item is plain text plus spots.  A spot records where a call e(c) = " [Tool(input)]"
goes: at `pos`, i.e. right before the space that precedes the word where the useful
information starts ("costs| $0.75", "known as| the Windy City", "Today is| Monday, ...").
Templates mark that place with '@@'.
"""
import datetime
import re
from fractions import Fraction

from lexicon import (FEMALE, MALE, SURNAMES, TOWN_A, TOWN_B, WEEKDAYS, MONTHS, CONTAINER_ITEMS,
                     GROUPS, COUNT_THINGS, ORGS, FRUITS, VEGETABLES)
import narrative


class Tie(Exception):
    """A result exactly halfway between two 2-decimal values (rounding would be ambiguous)."""


class Item:
    __slots__ = ("text", "spots", "meta")

    def __init__(self, text="", spots=None, meta=None):
        self.text = text
        self.spots = spots or []
        self.meta = meta or {}

    def add(self, s):
        self.text += s
        return self

    def add_marked(self, s, tool, call, answer, **extra):
        """Append template s containing exactly one '@@' marking the call position."""
        i = s.index("@@")
        pos = len(self.text) + i
        self.text += s[:i] + s[i + 2:]
        sp = {"pos": pos, "tool": tool, "call": call, "answer": answer}
        sp.update(extra)
        self.spots.append(sp)
        return self

    def extend(self, other, sep=" "):
        off = len(self.text) + (len(sep) if self.text else 0)
        if self.text:
            self.text += sep
        self.text += other.text
        for sp in other.spots:
            d = dict(sp)
            d["pos"] += off
            self.spots.append(d)
        return self

    def with_calls(self):
        t = self.text
        for sp in sorted(self.spots, key=lambda s: -s["pos"]):
            assert t[sp["pos"]] == " ", (t, sp)
            t = t[:sp["pos"]] + " [" + sp["call"] + "]" + t[sp["pos"]:]
        return t


# ------------------------------------------------------------------ numbers

def fmt(x):
    """Calculator output: round half up to 2 decimals, trailing zeros dropped. Raises Tie."""
    x = Fraction(x)
    assert x >= 0
    h = x * 100
    fl = h.numerator // h.denominator
    rem = h - fl
    if rem == Fraction(1, 2):
        raise Tie(x)
    c = fl + (1 if rem > Fraction(1, 2) else 0)
    if c % 100 == 0:
        return str(c // 100)
    s = "%d.%02d" % (c // 100, c % 100)
    return s.rstrip("0")


def exact(x):
    x = Fraction(x)
    return (x * 100).denominator == 1


def money_ok(cents):
    """Money written like the calculator prints it: $18, $0.75 (never $3.5)."""
    return cents % 100 == 0 or cents % 10 != 0


def cents_str(c):
    return "$" + fmt(Fraction(c, 100))


def num_str(n):
    return fmt(Fraction(n))


def rand_money(rng, lo, hi):
    while True:
        c = rng.randint(lo, hi)
        if rng.random() < 0.4:
            c = max(lo, (c // 100) * 100) if hi >= 100 else c
        if money_ok(c) and c > 0:
            return c


NUM_RE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?")


def count_numbers(text):
    return len(NUM_RE.findall(text))


# ------------------------------------------------------------------ people and places

def person(rng):
    f = rng.random() < 0.5
    name = rng.choice(FEMALE if f else MALE)
    return name, ("she", "her", "her") if f else ("he", "him", "his")


def town(rng):
    return rng.choice(TOWN_A) + rng.choice(TOWN_B)


def cap(s):
    return s[0].upper() + s[1:]


# ------------------------------------------------------------------ arithmetic templates
# Each returns an Item (one or two statements) or raises Tie / ValueError to be retried.

def t_unit_price(rng):
    c, item, items, lo, hi, plo, phi = rng.choice(CONTAINER_ITEMS)
    n = rng.randint(lo, hi)
    if rng.random() < 0.5:
        unit = rng.randint(plo, phi)
        total = n * unit
        if not money_ok(total):
            raise ValueError
    else:
        total = rand_money(rng, n * plo, n * phi)
    u = Fraction(total, 100) / n
    U = fmt(u)
    if "." in U and len(U.split(".")[1]) == 1:
        raise ValueError  # would print as $3.5
    T = cents_str(total)
    about = "" if exact(u) else rng.choice(["", " about", " roughly"])
    name, p = person(rng)
    forms = [
        "A {c} of {n} {items} costs {T}. Each {item} costs{ab}@@ ${U}.",
        "A {c} contains {n} {items} and costs {T}. Each {item} costs{ab}@@ ${U}.",
        "{name} paid {T} for a {c} of {n} {items}, so one {item} cost{ab}@@ ${U}.",
        "The shop sells {n} {items} in a {c} for {T}, which is{ab}@@ ${U} per {item}.",
        "At {T} for {n} {items}, the price of a single {item} is{ab}@@ ${U}.",
        "A {c} holds {n} {items} and is priced at {T}. That works out to{ab}@@ ${U} for each {item}.",
        "{name} bought {n} {items} for {T} in total, paying{ab}@@ ${U} for each one.",
    ]
    s = rng.choice(forms).format(c=c, n=n, items=items, item=item, T=T, U=U, ab=about, name=name)
    it = Item().add_marked(s, "Calculator", f"Calculator({fmt(Fraction(total, 100))} / {n})", U,
                           expr=f"{fmt(Fraction(total, 100))} / {n}")
    it.meta = {"unit": u, "item": item, "items": items, "name": name, "p": p}
    return it


def t_total_cost(rng, chain_from=None):
    c, item, items, lo, hi, plo, phi = rng.choice(CONTAINER_ITEMS)
    n = rng.randint(2, max(3, hi // 2))
    unit = rand_money(rng, plo, phi)
    total = n * unit
    if not money_ok(total):
        raise ValueError
    P, T = cents_str(unit), fmt(Fraction(total, 100))
    name, p = person(rng)
    org = rng.choice(ORGS)
    forms = [
        "{name} bought {n} {items} at {P} each, paying@@ ${T} in all.",
        "{Org} ordered {n} {items} for {P} each. The order came to@@ ${T}.",
        "{n} {items} at {P} apiece cost@@ ${T} altogether.",
        "Each {item} costs {P}, so {n} of them cost@@ ${T}.",
        "{name} needed {n} {items}. At {P} each, the bill was@@ ${T}.",
        "The price of one {item} is {P}. For {n} {items}, {name} paid@@ ${T}.",
    ]
    s = rng.choice(forms).format(n=n, items=items, item=item, P=P, T=T, name=name, Org=cap(org))
    expr = f"{n} * {fmt(Fraction(unit, 100))}" if rng.random() < 0.7 else f"{fmt(Fraction(unit, 100))} * {n}"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", T, expr=expr)


def t_group_total(rng):
    one, many, inner = rng.choice(GROUPS)
    a = rng.randint(2, 60)
    b = rng.randint(2, 48)
    t = a * b
    name, p = person(rng)
    forms = [
        "The farm sold {a} {many} of {b} {inner} each,@@ {t} {inner} in all.",
        "There are {a} {many} with {b} {inner} in each, so there are@@ {t} {inner} in total.",
        "{name} counted {a} {many}, each with {b} {inner}. That makes@@ {t} {inner}.",
        "Each {one} holds {b} {inner}, and there are {a} {many}, which gives@@ {t} {inner} altogether.",
        "With {b} {inner} in every {one} and {a} {many} in all, the total is@@ {t} {inner}.",
    ]
    s = rng.choice(forms).format(a=a, b=b, t=t, many=many, one=one, inner=inner, name=name)
    expr = f"{a} * {b}"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", str(t), expr=expr)


def t_sum(rng):
    k = rng.choice([2, 2, 3])
    thing = rng.choice(COUNT_THINGS)
    big = rng.random() < 0.3
    vals = [rng.randint(100, 9000) if big else rng.randint(2, 150) for _ in range(k)]
    s_ = sum(vals)
    name, p = person(rng)
    days = rng.sample(WEEKDAYS[:5], k)
    days.sort(key=WEEKDAYS.index)
    if k == 2:
        forms = [
            "{name} read {v0} pages on {d0} and {v1} pages on {d1},@@ {s} pages in total.",
            "The school has {v0} boys and {v1} girls, a total of@@ {s} students.",
            "On {d0} the shop sold {v0} {thing}, and on {d1} it sold {v1}. Together that is@@ {s} {thing}.",
            "{name} had {v0} {thing} and was given {v1} more, so {p0} now has@@ {s} {thing}.",
            "The first train carried {v0} people and the second carried {v1}, so@@ {s} people traveled.",
            "There were {v0} {thing} in one box and {v1} in another,@@ {s} {thing} in all.",
        ]
    else:
        forms = [
            "{name} walked {v0} km, {v1} km and {v2} km, a total of@@ {s} km.",
            "The three classes collected {v0}, {v1} and {v2} {thing}, which adds up to@@ {s} {thing}.",
            "On {d0}, {d1} and {d2} the museum had {v0}, {v1} and {v2} visitors,@@ {s} visitors in all.",
            "{name} saved {v0}, {v1} and {v2} {thing} over three weeks, so {p0} saved@@ {s} {thing}.",
            "The farm picked {v0} kilograms of {fruit} on {d0}, {v1} on {d1} and {v2} on {d2}, a total of@@ {s} kilograms.",
        ]
    vv = {f"v{i}": v for i, v in enumerate(vals)}
    dd = {f"d{i}": d for i, d in enumerate(days)}
    s = rng.choice(forms).format(name=name, thing=thing, s=s_, p0=p[0], fruit=rng.choice(FRUITS), **vv, **dd)
    expr = " + ".join(str(v) for v in vals)
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", str(s_), expr=expr)


def t_diff(rng):
    name, p = person(rng)
    kind = rng.randrange(6)
    if kind == 0:
        a = rng.randint(10, 500)
        b = rng.randint(1, a - 1)
        thing = rng.choice(COUNT_THINGS)
        c = a - b
        forms = [
            "{name} had {a} {thing} and gave away {b}, so@@ {c} were left.",
            "There were {a} {thing} in the box. After {b} were taken out,@@ {c} remained.",
            "{name} started with {a} {thing}. {P0} lost {b}, leaving@@ {c} {thing}.",
            "Of the {a} {thing}, {b} were sold, which leaves@@ {c}.",
        ]
        s = rng.choice(forms).format(name=name, a=a, b=b, c=c, thing=thing, P0=cap(p[0]))
        expr, ans = f"{a} - {b}", str(c)
    elif kind == 1:
        a = rand_money(rng, 500, 50000)
        b = rand_money(rng, 100, a - 1) if a > 101 else 100
        c = a - b
        if c <= 0 or not money_ok(c):
            raise ValueError
        A, B, C = cents_str(a), cents_str(b), fmt(Fraction(c, 100))
        org = rng.choice(ORGS)
        forms = [
            "{name} had {A} and spent {B}, leaving@@ ${C}.",
            "{Org} had {A} in the bank and paid a bill of {B}. Now it has@@ ${C}.",
            "The trip cost {B}, and {name} had saved {A}, so {p0} has@@ ${C} left.",
            "After spending {B} of {p2} {A}, {name} still had@@ ${C}.",
        ]
        s = rng.choice(forms).format(name=name, A=A, B=B, C=C, Org=cap(org), p0=p[0], p2=p[2])
        expr, ans = f"{fmt(Fraction(a, 100))} - {fmt(Fraction(b, 100))}", C
    elif kind == 2:
        bill = rng.choice([500, 1000, 2000, 5000, 10000])
        price = rand_money(rng, 50, bill - 1)
        ch = bill - price
        if not money_ok(ch):
            raise ValueError
        item = rng.choice(["book", "lamp", "cake", "shirt", "toy", "plant", "cup", "scarf", "map", "ticket"])
        C = fmt(Fraction(ch, 100))
        forms = [
            "{name} paid for a {P} {item} with a {B} note and got@@ ${C} in change.",
            "The {item} cost {P}. {name} gave the cashier {B} and received@@ ${C} back.",
            "With a {B} note for a {item} that costs {P}, the change is@@ ${C}.",
        ]
        s = rng.choice(forms).format(name=name, P=cents_str(price), B=cents_str(bill), C=C, item=item)
        expr, ans = f"{fmt(Fraction(bill, 100))} - {fmt(Fraction(price, 100))}", C
    elif kind == 3:
        y1 = rng.randint(1700, 1990)
        y2 = rng.randint(y1 + 2, 2020)
        d = y2 - y1
        what = rng.choice(["bridge", "church", "town hall", "school", "mill", "library", "station", "tower"])
        forms = [
            "The old {what} in {town} was built in {y1} and rebuilt in {y2},@@ {d} years later.",
            "The {what} opened in {y1} and closed in {y2}, after@@ {d} years.",
            "Work on the {what} began in {y1}, and it was finished in {y2}, which was@@ {d} years later.",
        ]
        s = rng.choice(forms).format(what=what, town=town(rng), y1=y1, y2=y2, d=d)
        expr, ans = f"{y2} - {y1}", str(d)
    elif kind == 4:
        a = rng.randint(50, 5000)
        b = rng.randint(1, a - 1)
        c = a - b
        unit = rng.choice(["km", "miles"])
        forms = [
            "The trip is {a} {unit} long. After {b} {unit}, there are still@@ {c} {unit} to go.",
            "{name} has to drive {a} {unit} and has already driven {b}, so@@ {c} {unit} remain.",
            "The race covers {a} {unit}. With {b} {unit} done, the riders have@@ {c} {unit} left.",
        ]
        s = rng.choice(forms).format(a=a, b=b, c=c, unit=unit, name=name)
        expr, ans = f"{a} - {b}", str(c)
    else:
        a = rng.randint(20, 900)
        b = rng.randint(1, a - 1)
        c = a - b
        forms = [
            "The hall has {a} seats and {b} are taken, leaving@@ {c} free seats.",
            "The tank held {a} liters. After {b} liters were used,@@ {c} liters remained.",
            "The school ordered {a} books, but only {b} arrived, so@@ {c} are still missing.",
            "The hotel has {a} rooms, and {b} of them are booked, so@@ {c} rooms are free.",
        ]
        s = rng.choice(forms).format(a=a, b=b, c=c)
        expr, ans = f"{a} - {b}", str(c)
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", ans, expr=expr)


def t_share(rng):
    y = rng.choice([rng.randint(10, 100), rng.randint(100, 2000), rng.randint(1000, 50000)])
    x = rng.randint(1, y - 1)
    r = fmt(Fraction(x, y))
    thing, who, how = rng.choice([
        ("tickets", "were sold online", ""), ("students", "walk to school", ""),
        ("visitors", "came by bus", ""), ("trees", "were oaks", ""),
        ("emails", "were answered the same day", ""), ("apples", "were red", ""),
        ("houses", "have a garden", ""), ("books", "were borrowed", ""),
        ("votes", "went to the new plan", ""), ("seeds", "grew into plants", ""),
    ])
    name, p = person(rng)
    forms = [
        "Of the {y} {thing}, {x} {who}, a share of@@ {r}.",
        "{x} of the {y} {thing} {who}, which is a share of@@ {r}.",
        "In a group of {y} {thing}, {x} {who}. As a fraction, that is@@ {r}.",
        "The team won {x} of its {y} games, a win rate of@@ {r}." if y <= 120 else "",
        "{name} counted {y} {thing}, and {x} of them {who}, a share of@@ {r}.",
    ]
    s = rng.choice([f for f in forms if f]).format(y=y, x=x, r=r, thing=thing, who=who, name=name)
    expr = f"{x} / {y}"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", r, expr=expr)


def t_percent(rng):
    pct = rng.choice([5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 8, 3, 35, 45, 65, 90])
    if rng.random() < 0.5:
        base = rand_money(rng, 500, 60000)
        v = Fraction(base, 100) * pct / 100
        V = fmt(v)
        if not money_ok(int(round(v * 100))) or not exact(v):
            raise ValueError
        item = rng.choice(["coat", "bike", "sofa", "camera", "phone", "table", "tent", "guitar", "watch"])
        forms = [
            "The store gave {pct}% off a {B} {item}, which saved@@ ${V}.",
            "A {item} costs {B}, and the tax is {pct}%, so the tax comes to@@ ${V}.",
            "{name} got a {pct}% discount on a {B} {item}, saving@@ ${V}.",
        ]
        s = rng.choice(forms).format(pct=pct, B=cents_str(base), V=V, item=item, name=person(rng)[0])
        b = fmt(Fraction(base, 100))
    else:
        base = rng.randint(20, 20000)
        base -= base % (100 // __import__("math").gcd(100, pct))  # a whole number of things
        if base < 20:
            raise ValueError
        v = Fraction(base * pct, 100)
        V = fmt(v)
        thing = rng.choice(COUNT_THINGS)
        forms = [
            "{pct}% of the {B} {thing} were sold, which is@@ {V} {thing}.",
            "Of {B} people asked, {pct}% said yes. That is@@ {V} people.",
            "The town has {B} homes, and {pct}% of them have solar panels, that is@@ {V} homes.",
        ]
        s = rng.choice(forms).format(pct=pct, B=base, V=V, thing=thing)
        b = str(base)
    expr = rng.choice([f"{b} * {pct} / 100", f"{pct} / 100 * {b}"])
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", V, expr=expr)


def t_speed(rng):
    unit = rng.choice(["kilometers", "miles", "km"])
    per = {"kilometers": "kilometers per hour", "miles": "miles per hour", "km": "km per hour"}[unit]
    t = rng.choice([2, 3, 4, 5, 6, 8, 1.5, 2.5, 0.5, 7, 9, 12])
    t = Fraction(t).limit_denominator(10)
    d = rng.randint(5, 900)
    v = Fraction(d) / t
    V, T = fmt(v), fmt(t)
    name, p = person(rng)
    veh = rng.choice(["train", "bus", "car", "truck", "ferry", "van"])
    about = "" if exact(v) else rng.choice(["", " about"])
    forms = [
        "The {veh} covered {d} {unit} in {T} hours, an average speed of{ab}@@ {V} {per}.",
        "{name} cycled {d} {unit} in {T} hours, which is{ab}@@ {V} {per}.",
        "A trip of {d} {unit} took the {veh} {T} hours, so it went{ab}@@ {V} {per} on average.",
        "In {T} hours, the {veh} traveled {d} {unit}, a speed of{ab}@@ {V} {per}.",
    ]
    s = rng.choice(forms).format(veh=veh, d=d, unit=unit, T=T, V=V, per=per, name=name, ab=about)
    expr = f"{d} / {T}"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", V, expr=expr)


def t_split(rng):
    n = rng.randint(2, 12)
    total = rand_money(rng, 1000, 60000)
    u = Fraction(total, 100) / n
    U = fmt(u)
    if "." in U and len(U.split(".")[1]) == 1:
        raise ValueError
    about = "" if exact(u) else rng.choice(["", " about"])
    who = rng.choice(["friends", "cousins", "coworkers", "students", "neighbors", "players"])
    forms = [
        "The bill of {T} was split among {n} {who}, so each paid{ab}@@ ${U}.",
        "{n} {who} shared a meal that cost {T}. Each share was{ab}@@ ${U}.",
        "A gift for {T} was bought by {n} {who} together, which is{ab}@@ ${U} each.",
        "The rent of {T} is shared by {n} {who}, so each one pays{ab}@@ ${U}.",
    ]
    s = rng.choice(forms).format(T=cents_str(total), n=n, who=who, U=U, ab=about)
    expr = f"{fmt(Fraction(total, 100))} / {n}"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", U, expr=expr)


def t_wage(rng):
    w = rand_money(rng, 800, 6000)
    h = rng.randint(3, 60)
    tot = w * h
    if not money_ok(tot):
        raise ValueError
    name, p = person(rng)
    T = fmt(Fraction(tot, 100))
    forms = [
        "{name} earns {W} an hour and worked {h} hours this week, earning@@ ${T}.",
        "At {W} per hour, {h} hours of work pay@@ ${T}.",
        "The job pays {W} an hour. After {h} hours, {name} had earned@@ ${T}.",
    ]
    s = rng.choice(forms).format(name=name, W=cents_str(w), h=h, T=T)
    expr = f"{fmt(Fraction(w, 100))} * {h}"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", T, expr=expr)


def t_area(rng):
    l = rng.randint(2, 120)
    w = rng.randint(2, 80)
    a = l * w
    what = rng.choice(["garden", "room", "field", "yard", "hall", "pool", "parking lot", "classroom"])
    forms = [
        "The {what} is {l} meters long and {w} meters wide, an area of@@ {a} square meters.",
        "A {what} that measures {l} meters by {w} meters has an area of@@ {a} square meters.",
        "With a length of {l} meters and a width of {w} meters, the {what} covers@@ {a} square meters.",
    ]
    s = rng.choice(forms).format(what=what, l=l, w=w, a=a)
    expr = f"{l} * {w}"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", str(a), expr=expr)


def t_average(rng):
    k = 3
    vals = [rng.randint(40, 100) for _ in range(k)]
    avg = Fraction(sum(vals), k)
    A = fmt(avg)
    name, p = person(rng)
    about = "" if exact(avg) else rng.choice(["", " about"])
    forms = [
        "{name}'s three tests scored {v0}, {v1} and {v2} points, an average of{ab}@@ {A} points.",
        "The three games ended with {v0}, {v1} and {v2} points, which is{ab}@@ {A} points on average.",
        "On three days, the temperatures were {v0}, {v1} and {v2} degrees, an average of{ab}@@ {A} degrees.",
    ]
    s = rng.choice(forms).format(name=name, v0=vals[0], v1=vals[1], v2=vals[2], A=A, ab=about)
    expr = f"({vals[0]} + {vals[1]} + {vals[2]}) / 3"
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", A, expr=expr)


def t_rate(rng):
    kind = rng.randrange(3)
    if kind == 0:
        r = rng.randint(5, 60)
        m = rng.randint(2, 90)
        t = r * m
        forms = [
            "The printer prints {r} pages per minute, so in {m} minutes it prints@@ {t} pages.",
            "A machine fills {r} bottles a minute. In {m} minutes it fills@@ {t} bottles.",
            "{name} types {r} words a minute, so {m} minutes of typing gives@@ {t} words.",
        ]
        s = rng.choice(forms).format(r=r, m=m, t=t, name=person(rng)[0])
        expr, ans = f"{r} * {m}", str(t)
    elif kind == 1:
        m = rng.randint(61, 600)
        h = Fraction(m, 60)
        H = fmt(h)
        about = "" if exact(h) else rng.choice(["", " about"])
        forms = [
            "The film lasts {m} minutes, which is{ab}@@ {H} hours.",
            "The walk took {m} minutes, or{ab}@@ {H} hours.",
            "A flight of {m} minutes is{ab}@@ {H} hours long.",
        ]
        s = rng.choice(forms).format(m=m, H=H, ab=about)
        expr, ans = f"{m} / 60", H
    else:
        total = rand_money(rng, 2000, 200000)
        n = rng.randint(2, 52)
        u = Fraction(total, 100) / n
        U = fmt(u)
        if "." in U and len(U.split(".")[1]) == 1:
            raise ValueError
        about = "" if exact(u) else rng.choice(["", " about"])
        name, p = person(rng)
        forms = [
            "{name} saved {T} over {n} weeks, or{ab}@@ ${U} a week.",
            "The club raised {T} in {n} months, which is{ab}@@ ${U} a month.",
        ]
        s = rng.choice(forms).format(name=name, T=cents_str(total), n=n, U=U, ab=about)
        expr, ans = f"{fmt(Fraction(total, 100))} / {n}", U
    return Item().add_marked(s, "Calculator", f"Calculator({expr})", ans, expr=expr)


def t_chain(rng):
    """Unit price, then a multiple of it (uses the first result)."""
    first = t_unit_price(rng)
    u = first.meta["unit"]
    if not exact(u):
        raise ValueError
    k = rng.randint(2, 9)
    tot = u * k
    T = fmt(tot)
    if not money_ok(int(tot * 100)):
        raise ValueError
    name = first.meta["name"]
    forms = [
        "{name} bought {k} {items}, paying@@ ${T}.",
        "So {k} {items} cost@@ ${T}.",
        "For {k} {items}, the price is@@ ${T}.",
    ]
    s = rng.choice(forms).format(name=name, k=k, items=first.meta["items"], T=T)
    expr = f"{k} * {fmt(u)}"
    first.add(" ")
    first.add_marked(s, "Calculator", f"Calculator({expr})", T, expr=expr)
    return first


ARITH = [(t_unit_price, 4), (t_total_cost, 4), (t_group_total, 3), (t_sum, 3), (t_diff, 5),
         (t_share, 3), (t_percent, 2), (t_speed, 2), (t_split, 2), (t_wage, 1), (t_area, 1),
         (t_average, 1), (t_rate, 2), (t_chain, 2)]
_AF = [f for f, w in ARITH]
_AW = [w for f, w in ARITH]

ARITH_LEADS = [
    "Here is a note from the {org} newsletter.", "{name} wrote down the numbers.",
    "The shop was busy that week.", "Everyone wanted to know the numbers.",
    "It was the end of the month, and the books had to be checked.", "{name} checked the numbers twice.",
    "This is a simple sum.", "The numbers were written on the board.", "{name} did the sums in a notebook.",
    "The report for {town} was ready.", "Here are the figures for the week.",
    "{name} was planning a small trip.", "The market in {town} opened early.",
    "The school fair was a success.", "A new shop opened in {town}.",
]


def arith_item(rng, lead_p=0.5):
    """One arithmetic item (>= 3 numbers), optionally with a lead sentence."""
    while True:
        f = rng.choices(_AF, weights=_AW)[0]
        try:
            it = f(rng)
        except (Tie, ValueError):
            continue
        if count_numbers(it.text) < 3:
            continue
        if rng.random() < lead_p:
            lead = rng.choice(ARITH_LEADS).format(org=rng.choice(ORGS)[4:], name=person(rng)[0], town=town(rng))
            out = Item(lead)
            out.extend(it)
            return out
        return it


# ------------------------------------------------------------------ calendar

DATE_LO = datetime.date(2010, 1, 1)
DATE_HI = datetime.date(2030, 12, 31)


def rand_date(rng):
    return DATE_LO + datetime.timedelta(days=rng.randint(0, (DATE_HI - DATE_LO).days))


def full_date(d):
    return f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}"


def calendar_result(d):
    return f"Today is {full_date(d)}."


WEEKEND_CLAUSES = ["so there is no school", "so the office is closed", "so the family is at home",
                   "so the market is busy", "so many people are in the park"]
WEEKDAY_CLAUSES = ["so the office is open", "so the children are at school", "so the shops open early",
                   "so the buses are busy", "so the library is open until six"]
ANY_CLAUSES = ["and the shop opens late", "and the weather is mild", "and the town is quiet",
               "and the new bridge opens", "and the club meets in the evening",
               "and the post office is busy", "and the museum has a new show",
               "and there is a concert in the park", "and the bakery has fresh bread",
               "and the garden is full of birds", "and the roads are busy",
               "and the team plays at home", "and the school choir sings"]


def cal_item(rng, d, kind=None):
    wd, mo, dy, yr, full = WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year, full_date(d)
    weekend = d.weekday() >= 5
    wclause = rng.choice(WEEKEND_CLAUSES if weekend else WEEKDAY_CLAUSES)
    aclause = rng.choice(ANY_CLAUSES)
    forms = [
        ("full", "Today is@@ {full}, {aclause}."),
        ("full", "Today is@@ {full}."),
        ("full", "Today's date is@@ {full}."),
        ("full", "This letter was written today,@@ {full}."),
        ("full", "As of today,@@ {full}, the library has new opening hours."),
        ("full", "The meeting is today,@@ {full}, at the town hall."),
        ("weekday", "It is@@ {wd} today, {wclause}."),
        ("weekday", "Today is@@ {wd}, {wclause}."),
        ("weekday", "The day of the week today is@@ {wd}."),
        ("month", "The report was filed today, in@@ {mo} of {yr}."),
        ("month", "The current month is@@ {mo}."),
        ("month", "We are now in the month of@@ {mo}."),
        ("year", "The current year is@@ {yr}."),
        ("year", "The new rules start today, in@@ {yr}."),
        ("year", "This year,@@ {yr}, the fair is bigger than ever."),
        ("date", "Today is the {ordinal} of@@ {mo}."),
    ]
    if kind:
        forms = [f for f in forms if f[0] == kind]
    k, tpl = rng.choice(forms)
    if k == "date":
        tpl = "Today is@@ {mo} {dy}, {yr}."
    s = tpl.format(full=full, wd=wd, mo=mo, dy=dy, yr=yr, wclause=wclause, aclause=aclause, ordinal="")
    ans = {"full": full, "weekday": wd, "month": mo, "year": str(yr), "date": f"{mo} {dy}, {yr}"}[k]
    return Item().add_marked(s, "Calendar", "Calendar()", ans, kind=k)


CAL_FOLLOW = [
    "Since it is {wd}, {lwclause}.", "{Name} wrote the date, {full}, at the top of the page.",
    "It is {mo}, so the days feel {season_feel}.", "Every {wd}, {name} walks to the market.",
    "The year {yr} has been a busy one.", "{Name} will remember this {wd} for a long time.",
    "On {wd}s, the bakery sells fresh rolls.", "The rest of {mo} should be calm.",
]
SEASON_FEEL = {0: "cold", 1: "cold", 2: "fresh", 3: "mild", 4: "warm", 5: "long", 6: "hot",
               7: "hot", 8: "mild", 9: "cool", 10: "short", 11: "cold"}


def cal_doc(rng, d, n_dates=None, filler=True):
    """A short text that restates today's date (or parts of it)."""
    n_dates = n_dates or rng.choice([1, 1, 2])
    it = Item()
    if filler and rng.random() < 0.5:
        it.add(" ".join(narrative.sentences(rng, rng.randint(1, 2))))
    for i in range(n_dates):
        it.extend(cal_item(rng, d))
    if rng.random() < 0.6:
        wd, mo = WEEKDAYS[d.weekday()], MONTHS[d.month - 1]
        name = person(rng)[0]
        wcl = rng.choice(WEEKEND_CLAUSES if d.weekday() >= 5 else WEEKDAY_CLAUSES)[3:]
        f = rng.choice(CAL_FOLLOW).format(wd=wd, mo=mo, yr=d.year, full=full_date(d), name=name,
                                          Name=name, lwclause=wcl, season_feel=SEASON_FEEL[d.month - 1])
        it.extend(Item(f))
    if filler and rng.random() < 0.4:
        it.extend(Item(" ".join(narrative.sentences(rng, 1))))
    return it


# ------------------------------------------------------------------ facts

FILLER = {
    "nickname": ["It is a large city with many visitors.", "The name is used by many people.",
                 "Many songs and books use this name.", "People who live there are proud of the name."],
    "country": ["It is a busy place.", "Many people live and work there.", "Visitors come to see its streets and parks.",
                "It has shops, museums and parks."],
    "capital": ["The capital is home to the government.", "Many people visit the capital every year.",
                "The country has a long history.", "It is an important city."],
    "capital_of": ["The government meets in this city.", "It is an important city.",
                   "Many people visit it every year.", "It has a long history."],
    "continent": ["It is a country with a long history.", "Many people travel there every year.",
                  "The country has cities, farms and open land.", "It has its own flag."],
    "currency": ["Prices in shops are given in this money.", "People there use it every day.",
                 "Travelers often change money before a trip.", "The notes and coins are used across the country."],
    "language": ["Most people there speak it every day.", "Schools teach lessons in this language.",
                 "Many books and newspapers are written in it.", "Visitors often learn a few words of it."],
    "inventor": ["It changed the way people lived.", "The idea soon spread to other countries.",
                 "Today it is hard to imagine life without it.", "It is a famous invention."],
    "author": ["It is still read by many people today.", "The book is a classic.",
               "Many students read it at school.", "It has been made into films and plays."],
    "born_year": ["This is a famous name in history.", "Many books have been written about this life.",
                  "The name is known around the world.", "Students still learn about this work."],
    "founded_year": ["It has grown a lot since then.", "Today it is known around the world.",
                     "It started out small.", "Many people know the name."],
    "river": ["The river is important to the city.", "Bridges cross the river in many places.",
              "Boats travel along the river.", "People like to walk along the river."],
    "ocean": ["The water there is deep and blue.", "Many ships cross this ocean.",
              "The weather can change quickly at sea.", "Fish and whales live in these waters."],
    "mountain_range": ["Many climbers know this peak.", "The top is often covered in snow.",
                       "The view from the top is wide.", "The climb is long and hard."],
    "painter": ["It is a famous painting.", "Many people come to see it.",
                "The picture is known around the world.", "Copies of it hang in many homes."],
    "composer": ["It is a well-known piece of music.", "Orchestras still play it today.",
                 "Many people know the music.", "It is often heard at concerts."],
    "chemical_symbol": ["It is one of the chemical elements.", "Students learn the symbol at school.",
                        "The symbol is used in science books.", "Every element has its own symbol."],
}
FACT_LEADS = ["Here is a fact.", "Did you know this?", "This is a well-known fact.",
              "Here is something from a school book.", "A short note:", "From the quiz night:",
              "The teacher asked the class a question.", "Many people know this."]


def fact_spot(f):
    """Position for a QA call in f['sentence']: before the answer, or before 'the' + answer."""
    s, a = f["sentence"], f["answer"]
    i = len(s) - len(a) - 1
    assert s[i:] == a + "." and s[i - 1] == " "
    pos = i - 1
    if s[:pos].endswith(" the"):
        pos -= 4
    return pos


def fact_item(rng, f, question=None):
    q = question or rng.choice(f["questions"])
    s = f["sentence"]
    pos = fact_spot(f)
    return Item(s, [{"pos": pos, "tool": "QA", "call": 'QA("%s")' % q, "answer": f["answer"],
                     "fact_id": f["id"]}])


def fact_doc(rng, f, filler=True):
    it = Item()
    if filler and rng.random() < 0.3:
        it.add(rng.choice(FACT_LEADS))
    it.extend(fact_item(rng, f))
    if filler:
        k = rng.choice([0, 1, 1, 2])
        for s in rng.sample(FILLER[f["relation"]], k):
            it.extend(Item(s))
    return it


# ------------------------------------------------------------------ fictional facts (for summary docs)

SYL = ["ba", "lo", "ri", "ven", "dor", "ma", "sel", "ta", "ran", "vi", "ko", "lu", "mer", "sa",
       "thal", "no", "qua", "del", "fi", "gor", "ar", "ele", "wyn", "os", "ter", "zan", "mi", "ul"]
ENDS_COUNTRY = ["ia", "land", "ara", "ovia", "istan", "ania", "ora"]
NICK_ADJ = ["Harbor", "Garden", "Lantern", "Copper", "Amber", "Bridge", "River", "Silver",
            "Maple", "Cedar", "Clock", "Tower", "Market", "Rose", "Stone", "Salt", "Bell", "Kite"]
NICK_NOUN = ["City", "Town", "Capital", "Village", "Port"]
DEVICES = ["folding ladder", "rain gauge", "glass kettle", "pocket compass", "tin whistle",
           "paper lantern", "water clock", "rope bridge", "wind pump", "bread oven", "sun dial",
           "brass lock", "hand loom", "seed press", "snow plow", "tide chart"]
TITLE_A = ["The Silent", "The Little", "The Last", "The Golden", "A Winter", "The Hidden",
           "The Long", "The Blue", "The Wooden", "The Lost", "A Summer", "The Broken"]
TITLE_B = ["Harbor", "Garden", "Road", "Letter", "River", "Lantern", "Orchard", "Tower",
           "Bridge", "Island", "Clock", "Mill", "Forest", "Journey", "Window"]


def fake_word(rng, n=2):
    return cap("".join(rng.choice(SYL) for _ in range(n)))


def fake_person(rng):
    return rng.choice(FEMALE + MALE) + " " + rng.choice(SURNAMES)


def fictional_fact(rng):
    """A made-up fact in the same surface forms as facts.json (never a real one)."""
    k = rng.randrange(8)
    if k == 0:
        t = town(rng)
        nick = rng.choice(NICK_ADJ) + " " + rng.choice(NICK_NOUN)
        return dict(relation="nickname", subject=t, answer=nick, sentence=f"{t} is also known as the {nick}.",
                    questions=[f"What other name is {t} known by?"])
    if k == 1:
        c = fake_word(rng) + rng.choice(ENDS_COUNTRY)
        city = fake_word(rng, rng.choice([2, 3]))
        if rng.random() < 0.5:
            return dict(relation="capital", subject=c, answer=city, sentence=f"The capital of {c} is {city}.",
                        questions=[f"What is the capital of {c}?"])
        return dict(relation="capital_of", subject=city, answer=c, sentence=f"{city} is the capital of {c}.",
                    questions=[f"Which country is {city} the capital of?"])
    if k == 2:
        d = rng.choice(DEVICES)
        p = fake_person(rng)
        return dict(relation="inventor", subject=d, answer=p, sentence=f"The {d} was invented by {p}.",
                    questions=[f"Who invented the {d}?"])
    if k == 3:
        b = rng.choice(TITLE_A) + " " + rng.choice(TITLE_B)
        p = fake_person(rng)
        return dict(relation="author", subject=b, answer=p, sentence=f"{b} was written by {p}.",
                    questions=[f"Who wrote {b}?"])
    if k == 4:
        p = fake_person(rng)
        y = str(rng.randint(1600, 1990))
        return dict(relation="born_year", subject=p, answer=y, sentence=f"{p} was born in {y}.",
                    questions=[f"In which year was {p} born?"])
    if k == 5:
        o = "the " + town(rng) + " " + rng.choice(["Museum", "Library", "Rowing Club", "Theater", "Choir", "College"])
        y = str(rng.randint(1700, 2015))
        return dict(relation="founded_year", subject=o, answer=y, sentence=f"{cap(o)} was founded in {y}.",
                    questions=[f"In which year was {o} founded?"])
    if k == 6:
        t = town(rng)
        r = fake_word(rng)
        return dict(relation="river", subject=t, answer=r, sentence=f"{t} lies on the {r}.",
                    questions=[f"Which river does {t} lie on?"])
    c = fake_word(rng) + rng.choice(ENDS_COUNTRY)
    cur = rng.choice(["crown", "mark", "florin", "shell", "taler", "ducat"])
    return dict(relation="currency", subject=c, answer=cur, sentence=f"The currency of {c} is the {cur}.",
                questions=[f"What is the currency of {c}?"])
