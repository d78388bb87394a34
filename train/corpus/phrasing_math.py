#!/usr/bin/python3
"""Arithmetic texts with varied phrasing, composed from independently chosen parts.

tooltexts.py writes its arithmetic texts from ~14 template families with 5-7 fixed sentence
forms each, so a small model learns the templates.  Here a text is put together from parts
that are chosen one by one:

- a situation (shopping, produce by weight, splitting bills, sharing things out, travel
  speeds and times, work rates, wages and savings, fuel, rainfall, farm yields, recipes,
  time per job, comparisons, areas, sums, rises and falls, change, what is left, years,
  averages, fees, discounts, two kinds of tickets, ...);
- the operation (/ * + -, a percentage, and two-step forms such as (a + b) / 2,
  a * b + c, c - a * b, (a - b) / c, a * b + c * d);
- how each quantity is introduced (one clause or two, either order, many verbs, active
  or passive, fronted phrases, numbers as digits or, for small counts, as words);
- the subject (names, "I", "we", relatives, titles, jobs, organisations, families),
  the tense, and a pronoun once the subject has been named;
- how the text arrives at the result (a result clause, "so", "which means",
  ", which works out to", a question and its answer, a "Label:" line, "Since ..., ...");
- "about", "roughly", "just over", ... before an inexact result, "exactly" sometimes;
- an optional time phrase, lead sentence (sometimes with an unrelated number) and
  trailing sentence.

API
    math_item(rng) -> tooltexts.Item   one text with exactly one Calculator spot
    sample(n, seed) -> list[Item]

Conventions (those of tooltexts.py): the call stands right before the space that precedes
the answer ("costs@@ $0.75"), the answer is fmt(result) (exact or rounded half up to two
decimals; ties are rejected), money shows 0 or 2 decimals, expr holds plain decimals with
spaces around + - * /, operands are written in expr as in the text (without the money sign or
thousands separators: the text may write "$1,845.50", "€78.75", "£392"; see surface()), they
occur in the text before the call, and every text has at least 3 numbers.  Small counts
may be written as words ("three", "a dozen"); the expr then holds the digits.  Percent
texts divide by 100 and averages by the number of values, as tooltexts does.  A text has
at most MAX_SENTS (4) sentences, ASCII but for € and £ ("degrees", not a degree sign), no brackets;
trivial items (an operand or answer of 1) are redrawn.

Run this file to self-check 20,000 items (seed 0):  /usr/bin/python3 phrasing_math.py [n]
"""
import random
import re
import sys
from fractions import Fraction

from tooltexts import Item, Tie, fmt, exact, money_ok, cents_str, count_numbers, town, cap, NUM_RE
from lexicon import FEMALE, MALE, SURNAMES, MONTHS, WEEKDAYS, ORGS, JOBS

# ================================================================== grammar helpers

PAST = dict(
    buy="bought", pay="paid", spend="spent", cost="cost", get="got", come="came", sell="sold",
    put="put", take="took", say="said", drive="drove", ride="rode", run="ran", fly="flew",
    go="went", make="made", read="read", lay="laid", fall="fell", rise="rose", grow="grew",
    drop="dropped", split="split", win="won", lose="lost", cut="cut", sleep="slept",
    leave="left", keep="kept", give="gave", tell="told", find="found", hold="held", have="had",
    do="did", mean="meant", bring="brought", sit="sat", swim="swam", stand="stood", build="built",
    dig="dug", teach="taught", write="wrote", feed="fed", think="thought", stop="stopped",
    plan="planned", shop="shopped", chip="chipped", knit="knitted", nod="nodded", set="set", let="let",
    shut="shut", begin="began", know="knew", see="saw", send="sent", spin="spun", sew="sewed",
    mow="mowed", show="showed", can="could", will="would", hit="hit", total="totaled",
    travel="traveled", fit="fit", beat="beat", throw="threw", ship="shipped", tip="tipped",
    jog="jogged", swap="swapped", draw="drew", log="logged", blog="blogged", wrap="wrapped", drip="dripped",
    slip="slipped", withdraw="withdrew", overdraw="overdrew", shoot="shot", snap="snapped", sink="sank",
    top="topped", leak="leaked", shrink="shrank", trim="trimmed", hop="hopped", skip="skipped", step="stepped",
    rub="rubbed", forget="forgot", stock="stocked", grab="grabbed", quit="quit", weigh="weighed",
)
_IRR3 = {"have": "has", "do": "does", "go": "goes", "can": "can", "will": "will"}


def past(v):
    if v in PAST:
        return PAST[v]
    if v.endswith("e"):
        return v + "d"
    if v.endswith("y") and v[-2] not in "aeiou":
        return v[:-1] + "ied"
    return v + "ed"


def s3(v):
    if v in _IRR3:
        return _IRR3[v]
    if v.endswith(("s", "x", "z", "ch", "sh")):
        return v + "es"
    if v.endswith("y") and v[-2] not in "aeiou":
        return v[:-1] + "ies"
    return v + "s"


def conj(v, person, tense):
    """person: '1s', '1p', '3s', '3p'; tense: 'past' or 'pres'."""
    if v == "be":
        if tense == "past":
            return "was" if person in ("1s", "3s") else "were"
        return {"1s": "am", "3s": "is"}.get(person, "are")
    if tense == "past":
        return past(v)
    return s3(v) if person == "3s" else v


def an(w):
    lw = w.lower()
    if lw.startswith(("hour", "honest", "heir")):
        return "an " + w
    if lw.startswith(("uni", "use", "usu", "euro", "one ", "one-")):
        return "a " + w
    if lw[0] in "aeiou" or w[0] == "$" and w[1:2] in ("8",) or w.startswith(("8", "11", "18")):
        return "an " + w
    return "a " + w


NUMW = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
        9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}


def num(x):
    """A number as the text and expr write it (exact, at most 2 decimals)."""
    x = Fraction(x)
    if not exact(x):
        raise ValueError(x)
    return fmt(x)


def money_ans(x):
    """Money result as the calculator prints it; refuse '3.5' (money needs 2 decimals)."""
    x = Fraction(x)
    if x <= 0:
        raise ValueError(x)
    s = fmt(x)
    if "." in s and len(s.split(".")[1]) == 1:
        raise ValueError(s)
    return s


def M(c):
    return cents_str(c)


def Mn(c):
    return fmt(Fraction(c, 100))


def money(rng, lo, hi, round_p=0.4):
    """Random amount of cents in [lo, hi] that prints like money ($18, $0.75; never $3.5)."""
    for _ in range(50):
        c = rng.randint(lo, hi)
        r = rng.random()
        if r < round_p and hi >= 300:
            c = max(lo, (c // 100) * 100)
        elif r < round_p + 0.2 and hi >= 60:
            c = max(lo, (c // 25) * 25)
        if c > 0 and money_ok(c) and lo <= c <= hi:
            return c
    raise ValueError("money")


def dec(rng, lo, hi, places=1, int_p=0.4):
    """A Fraction in [lo, hi] with up to `places` decimals (often a whole number)."""
    if rng.random() < int_p and int(hi) >= max(1, int(lo + 0.999)):
        return Fraction(rng.randint(max(1, int(lo + 0.999)), int(hi)))
    q = 10 ** places
    v = Fraction(rng.randint(int(lo * q), int(hi * q)), q)
    if v <= 0:
        raise ValueError
    return v


def plural(n, sg, pl):
    return sg if Fraction(n) == 1 else pl


# ================================================================== subjects

class Subj:
    __slots__ = ("name", "pron", "obj", "poss", "possn", "person", "kind")

    def __init__(self, name, g, kind, possn=None):
        self.name, self.kind = name, kind
        if g == "I":
            self.pron, self.obj, self.poss, self.person = "I", "me", "my", "1s"
            self.possn = "my"
        elif g == "we":
            self.pron, self.obj, self.poss, self.person = "we", "us", "our", "1p"
            self.possn = "our"
        else:
            self.pron, self.obj, self.poss = {"f": ("she", "her", "her"), "m": ("he", "him", "his"),
                                              "it": ("it", "it", "its"), "pl": ("they", "them", "their")}[g]
            self.person = "3p" if g == "pl" else "3s"
            self.possn = possn or (name + ("'" if name.endswith("s") and g == "pl" else "'s"))


RELATIVES = [("my aunt", "f"), ("my uncle", "m"), ("my sister", "f"), ("my brother", "m"), ("my mom", "f"),
             ("my dad", "m"), ("my grandmother", "f"), ("my grandfather", "m"), ("our neighbor", "?"),
             ("my cousin", "?"), ("my best friend", "?"), ("a colleague of mine", "?"), ("my roommate", "?"),
             ("my wife", "f"), ("my husband", "m"), ("my daughter", "f"), ("my son", "m"), ("the new manager", "?"),
             ("the coach", "?"), ("our teacher", "?"), ("a friend of mine", "?"), ("my boss", "?")]
TITLES = [("Mrs", "f"), ("Ms", "f"), ("Mr", "m"), ("Dr", "?"), ("Miss", "f")]
FAMILIES = ["my parents", "my grandparents", "the twins", "our neighbors", "my cousins", "the new owners"]
ORG_SUBJ = ORGS + ["the company", "the charity", "the council", "the restaurant", "the shop", "the studio",
                   "the workshop", "the sports club", "the scout group", "the garden center", "the hostel"]


def _g(rng, g):
    return g if g != "?" else rng.choice("fm")


def subject(rng, org=False, plural=True, org_only=False):
    if org_only:
        return Subj(rng.choice(ORG_SUBJ), "it", "org")
    r = rng.random()
    if org and r < 0.09:
        return Subj(rng.choice(ORG_SUBJ), "it", "org")
    r = rng.random()
    if r < 0.32:
        f = rng.random() < 0.5
        return Subj(rng.choice(FEMALE if f else MALE), "f" if f else "m", "name")
    if r < 0.37:
        f = rng.random() < 0.5
        return Subj(rng.choice(FEMALE if f else MALE) + " " + rng.choice(SURNAMES), "f" if f else "m", "name")
    if r < 0.45:
        t, g = rng.choice(TITLES)
        return Subj(t + " " + rng.choice(SURNAMES), _g(rng, g), "name")
    if r < 0.62:
        n, g = rng.choice(RELATIVES)
        return Subj(n, _g(rng, g), "rel")
    if r < 0.67:
        job = rng.choice(JOBS)
        return Subj("the " + job, rng.choice("fm"), "rel")
    if r < 0.79:
        return Subj("I", "I", "I")
    if r < 0.91 or not plural:
        return Subj("we", "we", "we")
    if rng.random() < 0.5:
        s = rng.choice(SURNAMES)
        s = s + ("es" if s.endswith(("s", "x", "sh", "ch")) else "s")
        return Subj("the " + s, "pl", "fam", possn="the " + s + "'")
    return Subj(rng.choice(FAMILIES), "pl", "fam")


def name_subj(rng):
    f = rng.random() < 0.5
    return Subj(rng.choice(FEMALE if f else MALE), "f" if f else "m", "name")


# ================================================================== the problem and its rendering

_TOK = re.compile(r"\{(\w+)(?::(\w+))?\}")

# predicate verbs for "that ...", ", which ..." before a tail such as "@@ $0.75 per pen"
PRED = {
    "div": [("be", ""), ("come", " to"), ("work", " out to"), ("work", " out at"), ("make", ""), ("give", ""),
            ("mean", ""), ("amount", " to")],
    "mul": [("be", ""), ("come", " to"), ("make", ""), ("give", ""), ("add", " up to"), ("amount", " to"),
            ("work", " out to"), ("mean", "")],
    "add": [("be", ""), ("come", " to"), ("make", ""), ("give", ""), ("add", " up to"), ("amount", " to"),
            ("mean", "")],
    "sub": [("be", ""), ("leave", ""), ("make", ""), ("give", ""), ("mean", ""), ("come", " to")],
    "pct": [("be", ""), ("come", " to"), ("work", " out to"), ("amount", " to"), ("mean", ""), ("make", "")],
    "two": [("be", ""), ("come", " to"), ("work", " out to"), ("make", ""), ("give", ""), ("mean", "")],
}
PRED_SUB_DIFF = [("be", ""), ("make", ""), ("give", ""), ("mean", ""), ("come", " to")]

SENT_CONN = ["So", "That means", "This means", "In other words,", "Therefore,", "Thus,", "As a result,",
             "It follows that", "Put another way,", "Doing the math,", "Working it out,", "A quick sum shows that",
             "The numbers show that", "Clearly,", "Simply put,", "In the end,", "And so",
             "By my count,", "Crunching the numbers,", "On paper,", "All told,"]
OP_CONN = {
    "div": ["Dividing it out,", "Divided evenly,", "Split evenly,", "Broken down,"],
    "mul": ["Multiplying it out,", "Altogether,", "In total,", "All in all,", "Taken together,"],
    "add": ["Adding it up,", "Altogether,", "In total,", "All in all,", "Added together,", "Taken together,"],
    "sub": ["Taking one from the other,", "Subtracting,", "After that,", "In the end,", "Once that is taken off,"],
    "pct": ["Working out the percentage,", "As a share of the total,"],
    "two": ["Step by step,", "Putting it together,", "All things considered,", "Once everything is counted,"],
}
CLAUSE_CONN = ["so", "which means", "and so", "meaning", "and therefore", "which tells us that", "so that means",
               "and that means", "which shows that", "hence"]
SINCE = ["Since", "Because", "As", "Given that", "Seeing that", "Now that"]
ANS_SENT = ["The answer {vs:be}", "It {vs:be}", "It {vs:come} to", "That {vs:be}", "Answer:", "The result:",
            "Result:", "It {vs:work} out to", "The figure {vs:be}", "The calculation gives", "Easy: it {vs:be}",
            "That {vs:come} to"]


class Prob:
    """One problem: slots, alternative templates for each part, and the answer."""

    def __init__(self, rng, op, subj=None, tense=None, dom="gen"):
        self.rng = rng
        self.op = op
        self.subj = subj
        self.tense = tense or ("past" if rng.random() < 0.62 else "pres")
        self.dom = dom
        self.d = {}
        self.persons = {"s": "3s", "p": "3p"}
        self.mentioned = False
        self.seqs, self.joint, self.pre, self.pre1, self.res, self.res1 = [], [], [], [], [], []
        self.tails, self.q, self.lab = [], [], []
        self.since = True          # "Since <joint>, <res>" is grammatical for this problem
        self.adv = True            # a time phrase may open the text
        self.lead_s = subj is not None and subj.kind != "org"
        self.preds = PRED[op]
        self.conn = SENT_CONN + OP_CONN[op]
        self.expr = self.ans = None
        self.inexact = None        # (exact value, rounded value) for "about"
        self.comm = None           # two (surface, number) operands of a * or +, ordered by the text
        self.words = []            # operands written as words: (word, digits)
        self.kind = op

    # ---- numbers
    def cnt(self, n, sg, pl, word_p=0.1, dozen=False):
        """Count phrase: '12 pens', sometimes 'twelve pens' / 'a dozen pens' (dozen: for goods only)."""
        rng = self.rng
        if 2 <= n <= 12 and rng.random() < word_p:
            if n == 12 and dozen and rng.random() < 0.4:
                w = "a dozen"
            elif n == 6 and dozen and rng.random() < 0.2:
                w = "half a dozen"
            else:
                w = NUMW[n]
            self.words.append((w, str(n)))
            return f"{w} {pl}" if pl else w
        s = str(n)
        return f"{s} {plural(n, sg, pl)}" if pl else s

    def set_answer(self, expr, value, kind="num", unit="", per=""):
        """kind: 'num' -> '12', 'money' -> '$12.50'.  A = answer with unit; Ap adds a per-phrase."""
        value = Fraction(value)
        if value <= 0:
            raise ValueError(value)
        s = money_ans(value) if kind == "money" else fmt(value)
        if kind == "num" and "." in s and unit and s.endswith(".0"):
            raise ValueError(s)
        self.expr, self.ans = expr, s
        A = ("$" + s) if kind == "money" else s
        if unit:
            A += " " + (unit if isinstance(unit, str) else plural(Fraction(s), unit[0], unit[1]))
        self.d["A"] = A
        self.d["Ap"] = A + (" " + per if per else "")
        self.d["ans"] = s
        if not exact(value):
            self.inexact = (value, Fraction(s))
        return s

    # ---- rendering
    def _rep(self, m):
        k, a = m.group(1), m.group(2)
        if a is not None:
            if k == "v":
                return conj(a, self.subj.person, self.tense)
            if k == "V":
                return conj(a, self.subj.person, "pres")
            if k[0] == "V":
                return conj(a, self.persons[k[1:].lower()], "pres")
            return conj(a, self.persons[k[1:]], self.tense)
        if k == "S":
            if self.mentioned:
                return self.subj.pron
            self.mentioned = True
            return self.subj.name
        if k == "O":
            if self.mentioned or self.subj.kind in ("I", "we"):
                self.mentioned = True
                return self.subj.obj
            self.mentioned = True
            return self.subj.name
        if k == "Poss":
            if self.mentioned:
                return self.subj.poss
            self.mentioned = True
            return self.subj.possn
        if k == "Self":
            return {"I": "myself", "we": "ourselves", "she": "herself", "he": "himself", "it": "itself",
                    "they": "themselves"}[self.subj.pron]
        return self.d[k]

    def r(self, tpl):
        return _TOK.sub(self._rep, tpl)


# ---------------------------------------------------------------- composing a text

def _about(p):
    rng = p.rng
    if p.inexact is None:
        return " exactly" if rng.random() < 0.03 else ""
    x, r = p.inexact
    opts = ["about", "about", "roughly", "approximately", "around", "close to", "nearly", "something like"]
    if r > x:
        opts += ["almost", "just under", "a little under"]
    else:
        opts += ["just over", "a little over", "slightly more than"]
    opts.remove("nearly") if r < x else None
    return " " + rng.choice(opts)


def _mark(p, tpl):
    assert tpl.count("@@") == 1, tpl
    return tpl.replace("@@", p.d["_ab"] + "@@")


def _tail(p):
    return p.r(_mark(p, p.rng.choice(p.tails)))


def _res(p):
    return p.r(_mark(p, p.rng.choice(p.res)))


_BAD_PT = [("leave", " back"), ("leave", " left"), ("leave", " remaining"), ("leave", " to spare"), ("make", " apart"),
           ("total", " total"),
           ("mean", " a "), ("give", " a "), ("leave", "still to go"), ("make", " a "), ("mean", " an "), ("give",
                                                                                                           " an "),
           ("make", " an ")]


def _pred_tail(p, subj):
    """A predicate ('which works out to') and a tail ('@@ $0.75 per pen') that fit together."""
    for _ in range(12):
        v, part = p.rng.choice(p.preds)
        t = p.rng.choice(p.tails)
        if subj in ("it", "this") and v in ("give",
                                            "mean") or subj == "it" and (v == "leave" and not part or " it" in part):
            continue
        if not any(v == bv and bt in t for bv, bt in _BAD_PT):
            break
    tense = p.tense if p.rng.random() < 0.5 else "pres"
    return f"{subj} {conj(v, '3s', tense)}{part}" + p.r(_mark(p, t))


def _appos(p):
    rng = p.rng
    k = rng.random()
    if k < 0.45:
        return ", " + _pred_tail(p, "which")
    if k < 0.58:
        return "," + _tail(p)
    if k < 0.7:
        return ", or" + _tail(p)
    if k < 0.78:
        return ", that is," + _tail(p)
    if k < 0.88:
        return ", and " + _pred_tail(p, "that")
    if k < 0.94:
        return "; " + _pred_tail(p, "that")
    return ": " + _pred_tail(p, "that")


def _result_sentence(p):
    """A sentence that ends in the answer, with an optional connective."""
    rng = p.rng
    conn = rng.choice(p.conn) if rng.random() < 0.55 else ""
    if p.res and rng.random() < 0.62:
        body = _res(p)
    else:
        subj = rng.choice(["it", "this", "that"]) if conn else rng.choice(["that", "this", "that", "it"])
        if conn in ("It follows that", "The numbers show that", "A quick sum shows that",
                    "That means", "This means"):
            subj = "it"
        body = _pred_tail(p, subj)
    return (conn + " " + body) if conn else body


def _facts(p, seq=None):
    """The facts of a sequence as sentences (sometimes two joined with 'and')."""
    rng = p.rng
    seq = seq if seq is not None else rng.choice(p.seqs)
    clauses = [rng.choice(f) for f in seq]
    out, i = [], 0
    while i < len(clauses):
        if i + 1 < len(clauses) and rng.random() < 0.3 and not clauses[i + 1].startswith("{Cap}"):
            out.append(p.r(clauses[i]) + rng.choice([", and ", " and ", ", and "]) + p.r(clauses[i + 1]))
            i += 2
        else:
            out.append(p.r(clauses[i]))
            i += 1
    return out


_NO_ADV = {"At", "Online", "From", "In", "On", "For", "With", "Over", "Out", "Of", "After", "Then", "Once", "Each",
           "Every"}


def _first(p, s):
    """Open the first body sentence with a time phrase sometimes."""
    rng = p.rng
    if not p.adv or rng.random() > 0.22 or s.split(" ", 1)[0] in _NO_ADV:
        return s
    if p.tense == "past":
        adv = rng.choice(["Last week", "Yesterday", "On " + rng.choice(WEEKDAYS), "Last month", "This morning",
                          "Earlier today", "Over the weekend", "Last " + rng.choice(["spring", "summer", "autumn",
                                                                                     "winter"]),
                          "A few days ago", "In " + rng.choice(MONTHS), "Back then", "That day", "Once",
                          "On " + rng.choice(MONTHS) + " " + str(rng.randint(1, 28)),
                          "In " + str(rng.randint(1990, 2023)), "Last year", "Earlier this year"])
    else:
        adv = rng.choice(["Every week", "Each month", "These days", "Usually", "Most weeks", "This year",
                          "Nowadays", "In a typical week", "As a rule", "Normally", "Every " + rng.choice(WEEKDAYS),
                          "Today", "This week", "Right now"])
    return adv + ", " + s


MAX_SENTS = 4


def compose(p):
    rng = p.rng
    p.d["_ab"] = _about(p)
    sents = []   # (text, end)
    # lead sentence (rendered first: it may name the subject, so the body can use a pronoun)
    has_lead = rng.random() < 0.3
    if has_lead:
        sents.append((_lead(p), "."))
    kinds = []
    if p.seqs:
        kinds += [("facts_res", 18), ("facts_app", 9)]
    if p.joint:
        kinds += [("joint_so", 15), ("joint_app", 14), ("joint_sent", 12)]
        if p.since:
            kinds.append(("since", 6))
    if p.pre:
        kinds.append(("pre", 9))
    if p.pre1 and p.res1:
        kinds.append(("pre1", 7))
    if p.q and (p.joint or p.seqs):
        kinds.append(("qa", 8))
    if p.lab and (p.joint or p.seqs):
        kinds.append(("label", 4))
    kind = rng.choices([k for k, w in kinds], [w for k, w in kinds])[0]

    def stated():
        if p.joint and (not p.seqs or rng.random() < 0.5):
            return [p.r(rng.choice(p.joint))]
        return _facts(p)

    first = kind not in ("since", "pre", "pre1")

    def add(s, end="."):
        nonlocal first
        if first:
            s = _first(p, s)
            first = False
        sents.append((s, end))

    if kind == "facts_res":
        for s in _facts(p):
            add(s)
        add(_result_sentence(p))
    elif kind == "facts_app":
        fs = _facts(p)
        for s in fs[:-1]:
            add(s)
        add(fs[-1] + _appos(p))
    elif kind == "joint_so":
        add(p.r(rng.choice(p.joint)) + ", " + rng.choice(CLAUSE_CONN) + " " + _res(p) if p.res else
            p.r(rng.choice(p.joint)) + _appos(p))
    elif kind == "joint_app":
        add(p.r(rng.choice(p.joint)) + _appos(p))
    elif kind == "joint_sent":
        add(p.r(rng.choice(p.joint)))
        add(_result_sentence(p))
    elif kind == "since":
        sc = rng.choice(SINCE + (["If"] if p.tense == "pres" else []))
        js = [j for j in p.joint if not _FRONTED.match(j) and " but " not in j and "while" not in j and "; " not in j]
        if not js:
            raise ValueError("no joint for since")
        j = p.r(rng.choice(js))
        body = _res(p) if p.res and rng.random() < 0.7 else _pred_tail(p, rng.choice(["that", "this", "it"]))
        add(sc + " " + j + ", " + body)
    elif kind == "pre":
        pre = p.r(rng.choice(p.pre))
        body = _res(p) if p.res and rng.random() < 0.7 else _pred_tail(p, rng.choice(["that", "this", "it"]))
        add(pre + ", " + body)
    elif kind == "pre1":
        add(p.r(rng.choice(p.pre1)) + ", " + p.r(_mark(p, rng.choice(p.res1))))
    elif kind == "qa":
        for s in stated():
            add(s)
        sents.append((p.r(rng.choice(p.q)), "?"))
        if p.res and rng.random() < 0.5:
            sents.append((_res(p), "."))
        else:
            sents.append((p.r(rng.choice(ANS_SENT)) + _tail(p), "."))
    elif kind == "label":
        for s in stated():
            add(s)
        sents.append((p.r(_mark(p, rng.choice(p.lab))), "."))
    # trailing sentence; at most MAX_SENTS sentences in all (a lead that names the subject stays)
    if len(sents) > MAX_SENTS:
        raise ValueError("too long")   # retried; the lead may have named the subject, so it is not just dropped
    if len(sents) < MAX_SENTS and rng.random() < 0.2:
        sents.append((_trail(p), "."))
    text = " ".join(cap(s) + e for s, e in sents)
    text = text.replace(" ,", ",")
    # order the two operands of a commutative operation as the text states them
    if p.comm:
        (sa, na), (sb, nb), opc = p.comm
        ia, ib = _find(text, sa), _find(text, sb)
        if ia < 0 or ib < 0:
            raise ValueError("operand not found")
        p.expr = f"{na} {opc} {nb}" if ia <= ib else f"{nb} {opc} {na}"
    it = Item().add_marked(text, "Calculator", f"Calculator({p.expr})", p.ans, expr=p.expr)
    it.meta = {"op": p.kind, "sit": p.dom}
    return it


_FRONTED = re.compile(r"^(?:(?:for|in|over|at|with|from|on|each of|of|out of|after|toward|yesterday)\b"
                      r"|\{Place\}|\{where\})")


def _find(text, s):
    m = re.search(r"(?<![\w.$])" + re.escape(s) + r"(?![\w]|\.\d)", text)
    return m.start() if m else -1


# ---------------------------------------------------------------- lead and trailing sentences

LEAD_GEN = [
    "Here is a quick sum.", "Here is an everyday bit of math.", "Consider this example.",
    "This came up at dinner.", "Someone asked about the numbers.", "Here are the figures.", "The numbers are simple.",
    "Let's work it out.", "This one is easy to check.", "A small puzzle from daily life.", "The sums are not hard.",
    "It pays to check the numbers.", "Here is how the numbers worked out.", "A note from the notebook.",
    "Word problems like this show up everywhere.", "Nobody needed a calculator for long.",
    "This is a common kind of question.",
    "The figures were written on a scrap of paper.", "Here is one from the homework sheet.",
    "A short example.", "Think about this for a moment.", "Some quick arithmetic.",
]
LEAD_S = [  # need a person-like subject {S}
    "{S} {v:like} to keep track of the numbers.", "{S} {v:keep} a small notebook for sums like this.",
    "{S} {v:want} to know the figure.", "{S} {v:do} the math on the back of an envelope.",
    "{S} {v:be} curious about the numbers.", "{S} {v:check} the figures carefully.",
    "{S} {v:write} everything down.", "{S} {v:have} a question about the numbers.",
]
LEAD_DOM = {
    "shop": ["The shops {vp:be} busy.", "{S} {v:need} a few things.", "{S} {v:go} shopping on " + "{wd}.",
             "There {vs:be} a sale on.", "{S} {v:make} a shopping list first.",
             "Prices {vp:have} changed a lot lately."],
    "travel": ["{S} {v:set} off early.", "The roads {vp:be} quiet.", "It {vs:be} a long trip.",
               "{S} {v:plan} the route the night before.", "The weather {vs:be} good for traveling."],
    "work": ["{S} {v:work} hard that week.", "Work {vs:be} busy.", "{S} {v:keep} a record of the hours.",
             "The job {vs:be} steady."],
    "money": ["{S} {v:be} careful with money.", "{S} {v:keep} a budget.", "Money {vs:be} tight.",
              "{S} {v:want} to save a little."],
    "school": ["The class {vs:be} practicing word problems.", "The teacher {vs:write} the numbers on the board.",
               "Exam results {vp:be} out.", "Report cards {vp:come} home."],
    "cook": ["{S} {v:be} baking for a party.", "The kitchen {vs:smell} wonderful.",
             "{S} {v:follow} the recipe closely.",
             "Dinner {vs:be} almost ready."],
    "garden": ["{S} {v:love} working in the garden.", "Spring {vs:be} a busy season in the garden.",
               "The garden {vs:need} some work."],
    "farm": ["Harvest time {vs:be} busy on the farm.", "The farm {vs:keep} careful records.",
             "It {vs:be} a good year for the crops."],
    "sport": ["The season {vs:be} going well.", "The crowd {vs:be} loud.", "Training {vs:be} hard that week.",
              "It {vs:be} a close contest."],
    "weather": ["The weather {vs:be} changeable all week.", "The local weather station {vs:keep} daily records.",
                "It {vs:be} an unusual week for weather."],
    "build": ["{S} {v:be} fixing up the house.", "The builders {vp:start} early.", "The project {vs:be} on schedule.",
              "Materials {vp:be} not cheap."],
    "town": ["The town council {vs:publish} its figures every year.", "The local paper {vs:run} a story about it.",
             "The town {vs:be} growing."],
    "science": ["The class {vs:run} a simple experiment.", "Careful measurements {vp:matter}.",
                "The lab notebook {vs:record} every reading."],
    "biz": ["The shop {vs:keep} careful records.", "Business {vs:be} steady.", "The accounts {vp:need} checking."],
    "club": ["The club {vs:meet} every {wd}.", "The members {vp:vote} on it.", "Everyone in the club {vs:help} out."],
    "home": ["Bills {vp:arrive} at the start of the month.", "The house {vs:need} a few things.",
             "{S} {v:sort} out the household accounts."],
}
LEAD_NUM = [  # leads with an unrelated number (a distractor)
    "It {vs:be} {month} {day}.", "This {vs:happen} in {year}.", "The note {vs:be} dated {month} {day}, {year}.",
    "It {vs:be} just after {hour} o'clock.", "Bus {bus} {vs:be} late again.", "Room {room} {vs:be} full.",
    "The date {vs:be} {month} {day}.", "The year {vs:be} {year}.", "The shop on {room} Hill Street {vs:be} busy.",
    "This {vs:be} week {week} of the project.", "It {vs:be} day {day} of the trip.",
]
TRAIL_GEN = [
    "That {vs:seem} about right.", "Nobody {vs:argue} with that.", "It {vs:be} a simple sum.",
    "The figure {vs:go} into the notebook.", "Everyone {vs:agree}.", "That {vs:be} worth knowing.",
    "It {vs:be} easy to check.", "The numbers {vp:add} up.", "That {vs:settle} it.",
]
TRAIL_S = ["{S} {v:write} the number down.", "{S} {v:check} it twice.", "{S} {v:be} pleased with that.",
           "{S} {v:make} a note of it.", "{S} {v:go} over the figure again.", "{S} {v:be} happy with the result."]
TRAIL_DOM = {
    "shop": ["It {vs:be} a fair price.", "That {vs:be} cheaper than last time.", "The receipt {vs:go} in the drawer."],
    "travel": ["The trip {vs:go} smoothly.", "The views {vp:be} lovely.", "Nobody {vs:be} in a hurry."],
    "money": ["Every little bit {vs:help}.", "The plan {vs:work}."],
    "cook": ["The food {vs:turn} out well.", "Nothing {vs:go} to waste."],
    "sport": ["The fans {vp:cheer}.", "It {vs:be} a good game."],
    "weather": ["The records {vp:go} back many years.", "Nobody {vs:remember} a week like it."],
    "farm": ["The barn {vs:be} full.", "It {vs:be} a good season."],
    "school": ["The teacher {vs:nod}.", "The class {vs:move} on to the next problem."],
}


def _leadctx(p):
    rng = p.rng
    p.d.setdefault("wd", rng.choice(WEEKDAYS))
    p.d.update(month=rng.choice(MONTHS), day=str(rng.randint(2, 28)), year=str(rng.randint(1995, 2024)),
               hour=str(rng.randint(2, 11)), bus=str(rng.randint(3, 99)), room=str(rng.randint(3, 40)),
               week=str(rng.randint(2, 12)))


def _lead(p, numeric=False):
    rng = p.rng
    _leadctx(p)
    if numeric or rng.random() < 0.15:
        return p.r(rng.choice(LEAD_NUM)).rstrip(".")
    pool = list(LEAD_GEN)
    dom = LEAD_DOM.get(p.dom, [])
    if p.lead_s:
        pool += LEAD_S + dom * 3
    else:
        pool += [t for t in dom if "{S}" not in t] * 3
    return p.r(rng.choice(pool)).rstrip(".")


def _trail(p):
    rng = p.rng
    _leadctx(p)
    pool = TRAIL_GEN + TRAIL_DOM.get(p.dom, []) * 2
    if p.lead_s and p.mentioned:
        pool += TRAIL_S
    return p.r(rng.choice(pool)).rstrip(".")


# ================================================================== situations
# Each returns a Prob (or raises Tie / ValueError to be retried).

GOODS = [
    # singular, plural, unit price lo/hi (cents), category, container, max count
    ("pen", "pens", 25, 400, "stat", "box", 30), ("notebook", "notebooks", 80, 800, "stat", "pack", 20),
    ("pencil", "pencils", 10, 150, "stat", "box", 40), ("folder", "folders", 30, 400, "stat", "pack", 25),
    ("marker", "markers", 40, 300, "stat", "set", 24), ("eraser", "erasers", 20, 150, "stat", "pack", 20),
    ("glue stick", "glue sticks", 50, 250, "stat", "pack", 20),
    ("lemon", "lemons", 20, 90, "food", "bag", 24), ("avocado", "avocados", 50, 250, "food", "bag", 12),
    ("loaf of bread", "loaves of bread", 150, 550, "food", None, 10), ("melon", "melons", 150, 600, "food", None, 8),
    ("bottle of milk", "bottles of milk", 80, 300, "food", "crate", 24),
    ("jar of honey", "jars of honey", 300, 1200, "food", "box", 12),
    ("bag of rice", "bags of rice", 100, 900, "food", None, 10), ("can of beans", "cans of beans", 50, 250, "food",
                                                                  "case", 24),
    ("cupcake", "cupcakes", 100, 450, "food", "box", 24), ("bagel", "bagels", 60, 250, "food", "bag", 12),
    ("pineapple", "pineapples", 150, 500, "food", None, 8), ("egg", "eggs", 10, 60, "food", "carton", 36),
    ("orange", "oranges", 20, 100, "food", "bag", 30), ("coffee", "coffees", 200, 600, "cafe", None, 12),
    ("sandwich", "sandwiches", 300, 900, "cafe", None, 15), ("croissant", "croissants", 100, 350, "cafe", "bag", 12),
    ("light bulb", "light bulbs", 100, 800, "home", "box", 16), ("candle", "candles", 50, 600, "home", "box", 24),
    ("towel", "towels", 300, 2000, "home", "set", 10), ("mug", "mugs", 200, 1500, "home", "set", 12),
    ("bar of soap", "bars of soap", 50, 400, "home", "pack", 12), ("battery", "batteries", 40, 400, "home", "pack", 24),
    ("coat hanger", "coat hangers", 20, 200, "home", "pack", 30),
    ("packet of seeds", "packets of seeds", 80, 400, "garden", None, 15),
    ("seedling", "seedlings", 50, 400, "garden", "tray", 48), ("flower pot", "flower pots", 100, 1200, "garden", None,
                                                               12),
    ("bag of compost", "bags of compost", 300, 1200, "garden", None, 10),
    ("rose bush", "rose bushes", 400, 2500, "garden", None, 8),
    ("brick", "bricks", 30, 200, "build", "pallet", 500), ("tile", "tiles", 50, 600, "build", "box", 200),
    ("fence post", "fence posts", 300, 2000, "build", None, 30), ("bag of cement", "bags of cement", 500, 1600,
                                                                  "build", None, 20),
    ("plank", "planks", 200, 2000, "build", None, 25), ("box of screws", "boxes of screws", 200, 1200, "build", None,
                                                        10),
    ("tin of paint", "tins of paint", 800, 4000, "build", None, 8),
    ("pair of socks", "pairs of socks", 100, 900, "clothes", "pack", 10), ("T-shirt", "T-shirts", 500, 2500, "clothes",
                                                                           None, 12),
    ("scarf", "scarves", 600, 3000, "clothes", None, 6), ("cap", "caps", 500, 2500, "clothes", None, 15),
    ("tennis ball", "tennis balls", 50, 300, "sport", "tube", 24), ("football", "footballs", 800, 4000, "sport", None,
                                                                    12),
    ("water bottle", "water bottles", 300, 2000, "sport", None, 20), ("swim cap", "swim caps", 200, 1200, "sport",
                                                                      None, 20),
    ("concert ticket", "concert tickets", 1500, 9000, "tix", None, 8), ("bus ticket", "bus tickets", 100, 600, "tix",
                                                                        "book", 20),
    ("cinema ticket", "cinema tickets", 500, 1800, "tix", None, 10), ("museum ticket", "museum tickets", 300, 2500,
                                                                      "tix", None, 12),
    ("bale of hay", "bales of hay", 300, 1500, "farm", None, 40), ("sack of feed", "sacks of feed", 1000, 3500, "farm",
                                                                   None, 20),
    ("chick", "chicks", 100, 600, "farm", None, 30), ("fence panel", "fence panels", 1500, 6000, "farm", None, 20),
    ("book", "books", 300, 2500, "stat", None, 12), ("puzzle", "puzzles", 500, 3000, "toys", None, 6),
    ("balloon", "balloons", 10, 80, "toys", "bag", 60), ("toy car", "toy cars", 100, 900, "toys", "set", 12),
]
PLACES = {
    "stat": ["at the stationery shop", "at the bookshop", "online", "at the school shop", "at the office supply store"],
    "food": ["at the market", "at the grocery store", "at the corner shop", "at the supermarket", "at the farm stand",
             "at the farmers' market"],
    "cafe": ["at the cafe", "at the coffee shop", "from the kiosk", "at the bakery"],
    "home": ["at the hardware store", "online", "at the discount store", "at the home store"],
    "garden": ["at the garden center", "at the market", "online", "from the nursery"],
    "build": ["at the hardware store", "from the builders' yard", "from the lumber yard", "online"],
    "clothes": ["at the clothes shop", "online", "in the sale", "at the outlet store"],
    "sport": ["at the sports shop", "online", "at the club shop"],
    "tix": ["online", "at the ticket office", "at the door", "in advance"],
    "farm": ["at the farm supply store", "from the feed store", "from a local farm"],
    "toys": ["at the toy shop", "online", "at the market"],
}
DOM_OF_CAT = {"stat": "shop", "food": "shop", "cafe": "shop", "home": "home", "garden": "garden", "build": "build",
              "clothes": "shop", "sport": "sport", "tix": "shop", "farm": "farm", "toys": "shop"}


def _goods(p, g, n, cont_ok=True):
    """Slots for n goods g: item, items, nq ('12 pens'), place, contq ('a box of 12 pens')."""
    rng = p.rng
    sg, pl, lo, hi, cat, cont, _ = g
    place = rng.choice(PLACES[cat])
    nq = p.cnt(n, sg, pl, dozen=True)
    p.d.update(item=sg, items=pl, a_item=an(sg), nq=nq, place=place, Place=cap(place),
               place_=(" " + place) if rng.random() < 0.45 else "")
    p.d["contq"] = f"{an(cont)} of {nq}" if (cont and cont_ok) else ""
    p.dom = DOM_OF_CAT[cat]
    return sg, lo, hi


def s_shop_unit(rng):
    """Total price of n goods -> price of one (money / count)."""
    g = rng.choice(GOODS)
    p = Prob(rng, "div", subject(rng, org=True))
    n = rng.randint(2, g[6])
    sg, lo, hi = _goods(p, g, n)
    if rng.random() < 0.6:
        u = money(rng, lo, hi)
        total = n * u
        if not money_ok(total):
            raise ValueError
    else:
        total = money(rng, n * lo, n * hi)
    X = M(total)
    p.d["X"] = X
    p.set_answer(f"{Mn(total)} / {n}", Fraction(total, 100) / n, "money")
    p.joint = [
        "{S} {v:buy} {nq}{place_} for {X}", "{S} {v:pay} {X} for {nq}{place_}", "{S} {v:spend} {X} on {nq}{place_}",
        "{nq} {vp:cost} {O} {X}{place_}", "{S} {v:get} {nq} for {X}{place_}", "{S} {v:pick} up {nq} for {X}",
        "{S} {v:order} {nq}{place_}, and the bill {vs:come} to {X}", "the bill for {nq} {vs:come} to {X}",
        "{Place}, {nq} {vp:sell} for {X}", "{X} {vs:buy} {nq}{place_}", "for {X}, {S} {v:get} {nq}",
        "{S} {v:hand} over {X} for {nq}", "{nq} {vp:come} to {X} at the till", "{nq} {vp:be} priced at {X} altogether",
        "{S} {v:buy} {nq}, paying {X} in all", "the receipt {vs:show} {X} for {nq}",
    ]
    if p.d["contq"]:
        p.joint += ["{contq} {vs:cost} {X}{place_}", "{contq} {vs:be} priced at {X}", "{S} {v:buy} {contq} for {X}",
                    "{contq} {vs:sell} for {X}{place_}", "{Place}, {contq} {vs:go} for {X}"]
    p.seqs = [
        [["{S} {v:buy} {nq}{place_}", "{S} {v:need} {nq}", "{S} {v:order} {nq}{place_}", "{S} {v:pick} out {nq}",
          "the order {vs:be} for {nq}", "{S} {v:get} {nq}{place_}"],
         ["the total {vs:be} {X}", "{S} {v:pay} {X} in all", "it {vs:come} to {X}", "the bill {vs:come} to {X}",
          "that {vs:cost} {O} {X} altogether", "{S} {v:hand} over {X}", "the receipt {vs:say} {X}",
          "{S} {v:spend} {X} altogether", "they {vp:cost} {X} together"]],
        [["{S} {v:spend} {X}{place_}", "{S} {v:pay} {X} at the counter", "the bill {vs:be} {X}", "{S} {v:pay} out {X}"],
         ["that {vs:get} {O} {nq}", "for that, {S} {v:get} {nq}", "{S} {v:come} home with {nq}",
          "the money {vs:pay} for {nq}", "it {vs:be} for {nq}"]],
    ]
    p.pre = ["at {X} for {nq}", "with {nq} costing {X}", "paying {X} for {nq}", "with {X} spent on {nq}",
             "when {nq} {vp:cost} {X}"]
    p.res = ["each {item} {vs:cost}@@ {A}", "one {item} {vs:cost}@@ {A}", "a single {item} {vs:come} to@@ {A}",
             "{S} {v:pay}@@ {A} per {item}", "{S} {v:pay}@@ {A} for each {item}", "{S} {v:pay}@@ {A} apiece",
             "the price per {item} {vs:be}@@ {A}", "the unit price {vs:be}@@ {A}", "every {item} {vs:cost} {O}@@ {A}",
             "each one {vs:work} out at@@ {A}", "the {items} {vp:cost}@@ {A} each",
             "one {item} {vs:set} {O} back@@ {A}", "each {item} {vs:be}@@ {A}"]
    p.tails = ["@@ {A} per {item}", "@@ {A} " + an(sg).split()[0] + " {item}", "@@ {A} for each {item}",
               "@@ {A} for every {item}", "@@ {A} apiece", "@@ {A} each", "@@ {A} per {item}"]
    p.q = ["How much {vs:do} one {item} cost", "What {vs:be} the price of one {item}", "What {vs:do} each {item} cost",
           "How much {vs:be} that per {item}", "What {vs:be} the cost of a single {item}",
           "What {vs:do} that come to per {item}"]
    p.lab = ["Price per {item}:@@ {A}", "Cost of one {item}:@@ {A}", "Unit price:@@ {A}", "Per {item}:@@ {A}",
             "Each {item}:@@ {A}", "One {item}:@@ {A}"]
    return p


def s_shop_total(rng):
    """n goods at a unit price -> total (count * money)."""
    g = rng.choice(GOODS)
    p = Prob(rng, "mul", subject(rng, org=True))
    n = rng.randint(2, min(g[6], 30))
    sg, lo, hi = _goods(p, g, n, cont_ok=False)
    u = money(rng, lo, hi)
    total = n * u
    if not money_ok(total):
        raise ValueError
    R = M(u)
    p.d.update(R=R, each=rng.choice(["each", "apiece", "a piece", an(sg).split()[0] + " " + sg, "per " + sg]))
    p.set_answer(None, Fraction(total, 100), "money")
    nsurf = p.words[-1][0] if p.words else str(n)
    p.comm = ((nsurf, str(n)), (R, Mn(u)), "*")
    p.joint = ["{S} {v:buy} {nq} at {R} {each}", "{S} {v:order} {nq} for {R} {each}", "{S} {v:get} {nq} at {R} {each}",
               "{S} {v:need} {nq}, and they {vp:cost} {R} {each}", "{S} {v:pick} up {nq} priced at {R} {each}",
               "{S} {v:get} {nq}, which {vp:sell} for {R} {each}", "{nq} at {R} {each} {vp:go} on the bill",
               "{S} {v:take} {nq}{place_}, at {R} {each}", "{S} {v:buy} {nq}{place_}, each costing {R}",
               "{S} {v:pay} {R} {each} for {nq}"]
    p.seqs = [
        [["{items} {vp:cost} {R} {each}{place_}", "one {item} {vs:cost} {R}", "the {items} {vp:be} {R} {each}",
          "{Place}, {a_item} {vs:cost} {R}", "a single {item} {vs:sell} for {R}", "the price of one {item} {vs:be} {R}",
          "the {items} {vp:be} priced at {R} {each}", "{items} {vp:go} for {R} {each}{place_}"],
         ["{S} {v:buy} {nq}", "{S} {v:need} {nq}", "{S} {v:take} {nq}", "{S} {v:order} {nq}", "{S} {v:want} {nq}",
          "{S} {v:pick} out {nq}"]],
        [["{S} {v:buy} {nq}{place_}", "{S} {v:need} {nq}", "{S} {v:order} {nq}{place_}", "{S} {v:choose} {nq}"],
         ["they {vp:cost} {R} {each}", "each one {vs:cost} {R}", "the price {vs:be} {R} {each}",
          "each {vs:cost} {R}", "they {vp:be} {R} {each}", "each {item} {vs:be} {R}"]],
    ]
    p.pre1 = ["at {R} {each}", "with {items} at {R} {each}", "at a price of {R} per {item}",
              "since one {item} {vs:cost} {R}",
              "with each {item} costing {R}"]
    p.res1 = ["{nq} {vp:cost}@@ {A}", "for {nq} {S} {v:pay}@@ {A}", "{nq} {vp:come} to@@ {A}",
              "{nq} {vp:set} {O} back@@ {A}", "buying {nq} {vs:cost}@@ {A}", "on {nq} {S} {v:spend}@@ {A}",
              "the bill for {nq} {vs:be}@@ {A}", "{nq} {vp:add} up to@@ {A}"]
    p.pre = ["at {R} {each} for {nq}", "buying {nq} at {R} {each}", "with {nq} at {R} {each}",
             "after ordering {nq} at {R} {each}"]
    p.res = ["{S} {v:pay}@@ {A}", "{S} {v:pay}@@ {A} in total", "the bill {vs:come} to@@ {A}",
             "the total {vs:be}@@ {A}",
             "the {items} {vp:cost}@@ {A} altogether", "{S} {v:spend}@@ {A}", "the order {vs:come} to@@ {A}",
             "{S} {v:hand} over@@ {A}", "{S} {v:owe}@@ {A}", "the whole lot {vs:cost}@@ {A}",
             "the purchase {vs:come} to@@ {A}",
             "the shop {vs:charge} {O}@@ {A}", "the total cost {vs:be}@@ {A}"]
    p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} in all", "@@ {A} for the lot",
               "@@ {A} for all of them"]
    p.q = ["How much {v:do} {S} pay", "What {vs:be} the total", "How much {vs:be} that altogether",
           "What {vs:do} the bill come to", "How much {vs:do} the {items} cost in all", "What {v:do} {S} spend"]
    p.lab = ["Total:@@ {A}", "Total cost:@@ {A}", "Amount due:@@ {A}", "Bill:@@ {A}", "Grand total:@@ {A}",
             "To pay:@@ {A}"]
    return p


def s_shop_count(rng):
    """A budget and a unit price -> how many (money / money)."""
    g = rng.choice(GOODS)
    p = Prob(rng, "div", subject(rng, org=True))
    n = rng.randint(2, min(g[6], 40))
    sg, lo, hi = _goods(p, g, n, cont_ok=False)
    u = money(rng, lo, hi)
    total = n * u
    if not money_ok(total):
        raise ValueError
    p.words = []
    p.d.update(R=M(u), X=M(total), can=conj("can", "3s", p.tense))
    p.set_answer(f"{Mn(total)} / {Mn(u)}", n, "num", (sg, g[1]))
    p.joint = ["{S} {v:have} {X} to spend on {items}, and each {vs:cost} {R}",
               "{S} {v:set} aside {X} for {items} that {vp:cost} {R} each",
               "{items} {vp:cost} {R} each, and {S} {v:have} {X}", "{S} {v:want} to spend {X} on {items} at {R} each",
               "with {X} in {Poss} pocket, {S} {v:look} at {items} priced at {R} each"]
    p.seqs = [[["{S} {v:have} {X}", "{S} {v:have} {X} to spend", "{Poss} budget {vs:be} {X}",
                "the budget for {items} {vs:be} {X}"],
               ["{items} {vp:cost} {R} each", "one {item} {vs:cost} {R}", "each {item} {vs:be} priced at {R}",
                "the {items} {vp:be} {R} apiece"]],
              [["one {item} {vs:cost} {R}", "{items} {vp:be} {R} each{place_}"],
               ["{S} {v:have} {X} in total", "{S} {v:can} spend {X}", "the budget {vs:be} {X}"]]]
    p.since = True
    p.res = ["{S} {can} buy@@ {A}", "{S} {can} afford@@ {A}", "the money {vs:cover}@@ {A}",
             "{S} {can} get@@ {A}", "{X} {vs:pay} for@@ {A}", "the budget {vs:stretch} to@@ {A}"]
    p.tails = ["@@ {A}", "@@ {A} in all", "@@ {A} at most"]
    p.preds = [("be", " enough for"), ("buy", ""), ("come", " to"), ("work", " out to"), ("cover", "")]
    p.q = ["How many {items} {v:can} {S} buy", "How many {items} {vs:do} that buy", "How many {items} {vs:be} that"]
    p.lab = ["Number of {items}:@@ {A}", "How many:@@ {A}", "Count:@@ {A}"]
    p.kind = "div"
    return p


BULK = [
    # name, is_plural, unit sg, unit pl, per-phrases, price lo/hi per unit (cents), qty lo/hi, decimals, place cat
    ("cherries", True, "kilogram", "kilograms", ["per kilogram", "a kilogram", "a kilo", "per kg"], 400, 1600, 0.5, 4,
     2, "food"),
    ("cheese", False, "kilogram", "kilograms", ["per kilogram", "a kilo", "per kg"], 800, 3000, 0.2, 2.5, 2, "food"),
    ("coffee beans", True, "kilogram", "kilograms", ["per kilogram", "a kilo"], 1500, 4000, 0.25, 3, 2, "food"),
    ("flour", False, "kilogram", "kilograms", ["per kilogram", "a kilo"], 80, 300, 1, 25, 1, "food"),
    ("potatoes", True, "kilogram", "kilograms", ["per kilogram", "a kilo", "per kg"], 50, 250, 1, 20, 1, "food"),
    ("tomatoes", True, "kilogram", "kilograms", ["per kilogram", "a kilo"], 150, 600, 0.5, 5, 1, "food"),
    ("walnuts", True, "kilogram", "kilograms", ["per kilogram", "a kilo"], 800, 2500, 0.25, 2, 2, "food"),
    ("salmon", False, "kilogram", "kilograms", ["per kilogram", "a kilo"], 1500, 4500, 0.3, 2.5, 2, "food"),
    ("grapes", True, "pound", "pounds", ["per pound", "a pound", "per lb"], 150, 500, 1, 8, 1, "food"),
    ("ground beef", False, "pound", "pounds", ["per pound", "a pound"], 350, 900, 1, 6, 1, "food"),
    ("apples", True, "pound", "pounds", ["per pound", "a pound"], 80, 300, 1, 12, 1, "food"),
    ("fuel", False, "liter", "liters", ["per liter", "a liter"], 120, 250, 10, 70, 1, "fuel"),
    ("gas", False, "gallon", "gallons", ["per gallon", "a gallon"], 280, 520, 4, 20, 1, "fuel"),
    ("diesel", False, "liter", "liters", ["per liter", "a liter"], 130, 260, 15, 90, 1, "fuel"),
    ("olive oil", False, "liter", "liters", ["per liter", "a liter"], 600, 1800, 0.5, 5, 1, "food"),
    ("paint", False, "liter", "liters", ["per liter", "a liter"], 500, 2500, 1, 20, 1, "build"),
    ("gravel", False, "ton", "tons", ["per ton", "a ton"], 2500, 9000, 1, 12, 1, "build"),
    ("fabric", False, "meter", "meters", ["per meter", "a meter"], 300, 2500, 1, 12, 1, "shop"),
    ("rope", False, "meter", "meters", ["per meter", "a meter"], 50, 400, 2, 40, 1, "build"),
    ("carpet", False, "square meter", "square meters", ["per square meter", "a square meter"], 800, 4000, 4, 40, 1,
     "build"),
]
BULK_PLACE = {"food": ["at the market", "at the deli counter", "at the grocery store", "from the farm shop"],
              "fuel": ["at the gas station", "at the pump", "on the highway", "in town"],
              "build": ["at the hardware store", "from the builders' yard", "from the supplier"],
              "shop": ["at the fabric shop", "at the market", "online"]}


def s_bulk(rng, mode):
    b = rng.choice(BULK)
    name, isp, usg, upl, pers, plo, phi, qlo, qhi, qd, cat = b
    p = Prob(rng, mode, subject(rng, org=True),
             dom="travel" if cat == "fuel" else ("build" if cat == "build" else "shop"))
    q = dec(rng, qlo, qhi, qd, int_p=0.35)
    if q == 1:
        raise ValueError
    qs = num(q)
    u = money(rng, plo, phi, round_p=0.2)
    place = rng.choice(BULK_PLACE[cat])
    per = rng.choice(pers)
    p.persons["g"] = "3p" if isp else "3s"
    p.d.update(good=name, Good=cap(name), qq=f"{qs} {plural(q, usg, upl)}", q=qs, unit=usg, per=per,
               place_=(" " + place) if rng.random() < 0.4 else "", Place=cap(place), R=M(u))
    p.d["qof"] = p.d["qq"] + " of " + name
    if mode == "div":
        if rng.random() < 0.5:
            total = q * u
            if total.denominator != 1 or not money_ok(int(total)):
                raise ValueError
            total = int(total)
        else:
            total = money(rng, int(q * plo) + 1, int(q * phi))
        p.d["X"] = M(total)
        p.set_answer(f"{Mn(total)} / {qs}", Fraction(total, 100) / q, "money", per=per)
        p.joint = ["{S} {v:pay} {X} for {qof}{place_}", "{qof} {vs:cost} {O} {X}{place_}", "{S} {v:buy} {qof} for {X}",
                   "{S} {v:spend} {X} on {qof}{place_}", "{qof} {vs:come} to {X}", "{S} {v:get} {qof} for {X}{place_}",
                   "the {good} {vg:come} to {X} for {qq}", "{X} {vs:get} {O} {qof}{place_}",
                   "{Place}, {qof} {vs:cost} {X}", "{S} {v:fill} up with {qof} for {X}" if cat == "fuel" else
                   "{S} {v:take} home {qof} for {X}"]
        p.seqs = [[["{S} {v:buy} {qof}{place_}", "{S} {v:need} {qof}", "{S} {v:weigh} out {qof}" if cat == "food" else
                    "{S} {v:order} {qof}", "{S} {v:get} {qof}{place_}"],
                   ["it {vs:cost} {X}", "the bill {vs:be} {X}", "{S} {v:pay} {X}", "that {vs:come} to {X}",
                    "the total {vs:be} {X}"]],
                  [["{S} {v:spend} {X} on {good}{place_}", "the {good} {vg:cost} {O} {X}"],
                   ["that {vs:buy} {qq}", "{S} {v:get} {qq} for it", "it {vs:be} {qq}", "the scale {vs:show} {qq}" if
                    usg in ("kilogram", "pound") else "the meter {vs:show} {qq}"]]]
        p.pre = ["at {X} for {qof}", "with {qof} costing {X}", "paying {X} for {qq}"]
        p.res = ["the {good} {vg:cost}@@ {A} {per}", "{S} {v:pay}@@ {A} {per}", "the price {vs:be}@@ {A} {per}",
                 "one {unit} {vs:cost}@@ {A}", "each {unit} {vs:cost}@@ {A}", "the price per {unit} {vs:be}@@ {A}",
                 "the {good} {vg:be} priced at@@ {A} {per}", "the going rate {vs:be}@@ {A} {per}"]
        p.tails = ["@@ {A} {per}", "@@ {A} for each {unit}", "@@ {A} for every {unit}", "@@ {Ap}"]
        p.q = ["What {vs:be} the price {per}", "How much {vs:do} one {unit} cost", "What {vg:do} the {good} cost {per}",
               "How much {vs:be} that {per}"]
        p.lab = ["Price {per}:@@ {A}", "Cost per {unit}:@@ {A}", "Unit price:@@ {Ap}", "Rate:@@ {Ap}"]
    else:
        p.set_answer(None, Fraction(q * u, 100), "money")
        p.comm = ((qs, qs), (p.d["R"], Mn(u)), "*")
        p.joint = ["{S} {v:buy} {qof} at {R} {per}", "{S} {v:need} {qof}, and it {vs:cost} {R} {per}",
                   "{S} {v:get} {qof}{place_}, where it {vs:cost} {R} {per}" if not isp else
                   "{S} {v:get} {qof}{place_}, where they {vp:cost} {R} {per}",
                   "{S} {v:order} {qof} priced at {R} {per}", "{qof} at {R} {per} {vs:go} into the cart"]
        p.seqs = [[["{good} {vg:cost} {R} {per}{place_}", "{Place}, {good} {vg:sell} for {R} {per}",
                    "the price of {good} {vs:be} {R} {per}", "{good} {vg:go} for {R} {per}"],
                   ["{S} {v:buy} {qq}", "{S} {v:need} {qq}", "{S} {v:take} {qq}", "{S} {v:get} {qof}"]],
                  [["{S} {v:buy} {qof}{place_}", "{S} {v:need} {qof}"],
                   ["the price {vs:be} {R} {per}",
                    "it {vs:cost} {R} {per}" if not isp else "they {vp:cost} {R} {per}"]]]
        p.pre1 = ["at {R} {per}", "with {good} at {R} {per}", "at a price of {R} {per}"]
        p.res1 = ["{qof} {vs:cost}@@ {A}", "for {qq} {S} {v:pay}@@ {A}", "{qq} {vs:come} to@@ {A}",
                  "{qof} {vs:set} {O} back@@ {A}"]
        p.res = ["{S} {v:pay}@@ {A}", "the bill {vs:come} to@@ {A}", "the {good} {vg:cost}@@ {A}",
                 "{S} {v:spend}@@ {A}",
                 "the total {vs:be}@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} for the lot"]
        p.q = ["How much {v:do} {S} pay", "What {vs:be} the total", "What {vs:do} that cost"]
        p.lab = ["Total:@@ {A}", "Cost:@@ {A}", "To pay:@@ {A}"]
    return p


PEOPLE = [("friends", "friend"), ("coworkers", "coworker"), ("roommates", "roommate"), ("cousins", "cousin"),
          ("students", "student"), ("neighbors", "neighbor"), ("teammates", "teammate"), ("colleagues", "colleague"),
          ("hikers", "hiker"), ("classmates", "classmate"), ("players", "player"), ("volunteers", "volunteer"),
          ("sisters", "sister"), ("brothers", "brother"), ("club members", "club member")]
BILLS = [("the dinner bill", "dinner", 3000, 40000), ("the taxi fare", "the taxi", 1200, 9000),
         ("the cabin rental", "a cabin", 20000, 150000), ("a birthday gift", "the gift", 2000, 30000),
         ("the pizza order", "pizza", 2000, 12000), ("the electricity bill", "electricity", 5000, 40000),
         ("the rent", "rent", 80000, 400000), ("a boat trip", "the boat trip", 6000, 60000),
         ("the hotel bill", "the hotel", 15000, 120000), ("the grocery bill", "groceries", 4000, 30000),
         ("a prize of", "", 10000, 500000), ("the internet bill", "the internet", 3000, 12000),
         ("the cost of the bus hire", "the bus", 20000, 90000), ("the camping fees", "camping", 3000, 20000)]


def _group(p, n):
    rng = p.rng
    pl, sg = rng.choice(PEOPLE)
    nq = p.cnt(n, sg, pl, word_p=0.25)
    p.d.update(who=pl, who1=sg, nq=nq, Nq=nq, ppl=rng.choice(["{nq}", "the {nq}", "a group of {nq}", "{nq}"] if n > 2
                                                             else ["{nq}", "the {nq}"]))
    p.d["ppl"] = p.d["ppl"].replace("{nq}", nq)
    return pl, sg


def s_split(rng, mode):
    """A bill shared equally (money / people), or each person's share times people."""
    p = Prob(rng, mode, None, dom="money")
    p.lead_s = False
    n = rng.randint(2, 12)
    _group(p, n)
    bill, short, lo, hi = rng.choice(BILLS)
    p.d.update(bill=bill, short=short)
    if mode == "div":
        if rng.random() < 0.5:
            each = money(rng, lo // n + 1, hi // n)
            total = each * n
            if not money_ok(total):
                raise ValueError
        else:
            total = money(rng, lo, hi)
        p.d["X"] = M(total)
        p.set_answer(f"{Mn(total)} / {n}", Fraction(total, 100) / n, "money")
        if bill == "a prize of":
            p.joint = ["{ppl} {vp:win} a prize of {X} and {vp:share} it equally",
                       "a prize of {X} {vs:be} shared equally among {ppl}", "{ppl} {vp:split} a {X} prize evenly",
                       "{ppl} {vp:share} the {X} they {vp:win} in the raffle"]
            p.seqs = [[["{ppl} {vp:win} {X} in a competition", "the prize {vs:be} {X}", "the raffle prize {vs:be} {X}"],
                       ["{ppl} {vp:split} it evenly", "{ppl} {vp:divide} it equally",
                        "the money {vs:be} split {nw} ways"]]]
        else:
            p.joint = ["{ppl} {vp:split} {bill} of {X} evenly", "{ppl} {vp:share} {bill}, which {vs:come} to {X}",
                       "{bill} of {X} {vs:be} shared equally by {ppl}", "{X} for {short} {vs:be} divided among {ppl}",
                       "{ppl} {vp:agree} to share the {X} for {short} equally",
                       "{bill} {vs:come} to {X}, and {ppl} {vp:split} it equally",
                       "{ppl} {vp:chip} in equally for {bill} of {X}", "{ppl} {vp:divide} {bill} of {X} between them"]
            p.seqs = [[["{bill} {vs:come} to {X}", "{bill} {vs:be} {X}", "{short} {vs:cost} {X} in total" if short else
                        "{bill} {vs:be} {X}", "the total for {short} {vs:be} {X}"],
                       ["{ppl} {vp:split} it evenly", "{ppl} {vp:share} the cost equally", "it {vs:be} split {nw} ways",
                        "{ppl} {vp:divide} it between them", "the cost {vs:be} shared by {ppl}"]],
                      [["there {vp:be} {nq}", "{ppl} {vp:go} together", "{nq} {vp:sign} up"],
                       ["{bill} {vs:come} to {X}", "{short} {vs:cost} {X}" if short else "{bill} {vs:be} {X}",
                        "the bill {vs:be} {X}"]]]
        p.d["nw"] = p.words[-1][0] if p.words else str(n)
        p.pre = ["with {X} split {nw} ways", "with {X} shared among {ppl}", "dividing {X} among {ppl}",
                 "splitting {X} between {ppl}"]
        p.res = ["each {who1} {vs:pay}@@ {A}", "each person {vs:pay}@@ {A}", "everyone {vs:owe}@@ {A}",
                 "each share {vs:be}@@ {A}", "each of them {vs:put} in@@ {A}", "every {who1} {vs:owe}@@ {A}",
                 "each one {vs:get}@@ {A}" if bill == "a prize of" else "each one {vs:pay}@@ {A}",
                 "the share per person {vs:be}@@ {A}", "they {vp:pay}@@ {A} each", "each {who1}'s share {vs:be}@@ {A}"]
        p.tails = ["@@ {A} each", "@@ {A} per person", "@@ {A} a head", "@@ {A} apiece", "@@ {A} for each of them",
                   "@@ {A} per {who1}", "@@ {A} a person"]
        p.q = ["How much {vs:do} each {who1} pay" if bill != "a prize of" else "How much {vs:do} each {who1} get",
               "What {vs:be} each share", "How much {vs:be} that per person", "What {vs:do} each of them owe"
               if bill != "a prize of" else "What {vs:be} each person's share"]
        p.lab = ["Each share:@@ {A}", "Per person:@@ {A}", "Share per {who1}:@@ {A}", "Each pays:@@ {A}"]
        p.since = True
    else:
        if bill == "a prize of":
            raise ValueError
        each = money(rng, max(100, lo // n), hi // n)
        total = each * n
        if not money_ok(total):
            raise ValueError
        R = M(each)
        p.d["R"] = R
        nsurf = p.words[-1][0] if p.words else str(n)
        p.comm = ((nsurf, str(n)), (R, Mn(each)), "*")
        p.set_answer(None, Fraction(total, 100), "money")
        p.joint = ["each of the {nq} {vs:pay} {R} toward {short}" if short else "each of the {nq} {vs:pay} {R}",
                   "{ppl} {vp:chip} in {R} each for {bill}", "{ppl} {vp:put} in {R} each for {short}",
                   "{ppl} {vp:pay} {R} apiece for {bill}", "{ppl} each {vp:give} {R} for {short}",
                   "{R} each from {ppl} {vs:cover} {bill}"]
        p.seqs = [[["there {vp:be} {nq}", "{nq} {vp:come} along", "{ppl} {vp:share} {bill}"],
                   ["each {vp:pay} {R}", "each of them {vs:pay} {R}", "everyone {vs:put} in {R}",
                    "they {vp:pay} {R} each", "each share {vs:be} {R}"]]]
        p.res = ["{bill} {vs:come} to@@ {A}", "together they {vp:pay}@@ {A}", "the total {vs:be}@@ {A}",
                 "they {vp:raise}@@ {A} between them", "{short} {vs:cost}@@ {A}" if short else "{bill} {vs:be}@@ {A}",
                 "the whole bill {vs:be}@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} in all", "@@ {A} between them"]
        p.q = ["How much {vs:be} {bill}", "What {vs:be} the total", "How much {vp:do} they pay altogether"]
        p.lab = ["Total:@@ {A}", "Whole bill:@@ {A}", "Collected:@@ {A}"]
    return p


SHARE_THINGS = [
    # things (plural), things (singular), recipients sg/pl, verb phrase for div
    ("stickers", "sticker", "child", "children"), ("marbles", "marble", "kid", "kids"), ("cards", "card", "player",
                                                                                         "players"),
    ("sweets", "sweet", "child", "children"), ("cookies", "cookie", "guest", "guests"), ("apples", "apple", "horse",
                                                                                         "horses"),
    ("seeds", "seed", "pot", "pots"), ("chairs", "chair", "row", "rows"), ("books", "book", "shelf", "shelves"),
    ("eggs", "egg", "carton", "cartons"), ("photos", "photo", "page", "pages"), ("students", "student", "team",
                                                                                 "teams"),
    ("cupcakes", "cupcake", "tray", "trays"), ("tiles", "tile", "box", "boxes"), ("bricks", "brick", "pallet",
                                                                                  "pallets"),
    ("potatoes", "potato", "sack", "sacks"), ("plants", "plant", "row", "rows"), ("passengers", "passenger", "bus",
                                                                                  "buses"),
    ("parcels", "parcel", "van", "vans"), ("bottles", "bottle", "crate", "crates"), ("pencils", "pencil", "desk",
                                                                                     "desks"),
    ("beads", "bead", "necklace", "necklaces"), ("leaflets", "leaflet", "street", "streets"), ("jars", "jar", "shelf",
                                                                                               "shelves"),
    ("patients", "patient", "nurse", "nurses"), ("runners", "runner", "group", "groups"), ("sheep", "sheep", "pen",
                                                                                           "pens"),
]
PEOPLE_RCP = {"child", "kid", "player", "guest", "horse", "nurse"}
ROOMY = {"pot", "shelf", "carton", "tray", "box", "pallet", "sack", "bus", "van", "crate", "pen", "page"}


def s_share(rng, mode):
    """Things shared equally (count / count, exact) or groups of equal size (count * count)."""
    th, th1, r1, rp = rng.choice(SHARE_THINGS)
    subj = subject(rng)
    p = Prob(rng, mode, subj, dom=rng.choice(["home", "school", "farm", "biz", "club"]))
    k = rng.randint(2, 40) if rng.random() < 0.7 else rng.randint(40, 200)
    n = rng.randint(2, 30)
    X = k * n
    p.d.update(th=th, th1=th1, r1=r1, rp=rp)
    people = r1 in PEOPLE_RCP
    into = "among" if people else "into"
    if mode == "div":
        nq = p.cnt(n, r1, rp, word_p=0.12, dozen=True)
        p.d.update(nq=nq, X=str(X), Xq=f"{X} {th}")
        p.set_answer(f"{X} / {n}", k, "num", (th1, th))
        if people:
            p.joint = ["{S} {v:share} {Xq} equally among {nq}", "{S} {v:divide} {Xq} evenly among {nq}",
                       "{Xq} {vp:be} shared equally by {nq}", "{S} {v:hand} out {Xq} to {nq}, the same number each",
                       "{nq} {vp:share} {Xq} equally", "{Xq} {vp:go} to {nq} in equal shares"]
            p.res = ["each {r1} {vs:get}@@ {A}", "every {r1} {vs:receive}@@ {A}", "each of them {vs:end} up with@@ {A}",
                     "each share {vs:be}@@ {A}", "they {vp:get}@@ {A} each"]
            p.tails = ["@@ {A} each", "@@ {A} per {r1}", "@@ {A} for each {r1}", "@@ {A} apiece"]
            p.q = ["How many {th} {vs:do} each {r1} get", "How many {vs:do} each one get"]
            p.lab = ["Each {r1}:@@ {A}", "Per {r1}:@@ {A}"]
        else:
            p.joint = ["{S} {v:pack} {Xq} into {nq}, the same number in each", "{S} {v:split} {Xq} evenly into {nq}",
                       "{Xq} {vp:be} divided equally among {nq}", "{S} {v:arrange} {Xq} in {nq} of equal size",
                       "{Xq} {vp:fill} {nq} equally", "{S} {v:sort} {Xq} into {nq} of the same size",
                       "{S} {v:put} {Xq} into {nq}, evenly spread"]
            p.res = ["each {r1} {vs:hold}@@ {A}", "each {r1} {vs:have}@@ {A}", "there {vp:be}@@ {A} in each {r1}",
                     "every {r1} {vs:get}@@ {A}", "each {r1} {vs:end} up with@@ {A}", "each {r1} {vs:contain}@@ {A}"]
            p.tails = ["@@ {A} per {r1}", "@@ {A} in each {r1}", "@@ {A} to a {r1}", "@@ {A} for each {r1}"]
            p.q = ["How many {th} {vp:go} in each {r1}", "How many {vs:do} each {r1} hold"]
            p.lab = ["Per {r1}:@@ {A}", "In each {r1}:@@ {A}"]
        p.seqs = [[["{S} {v:have} {Xq}", "there {vp:be} {Xq}", "{S} {v:collect} {Xq}", "{S} {v:count} {Xq}",
                    "{Xq} {vp:arrive}"],
                   ["{S} {v:share} them equally among {nq}" if people else "{S} {v:pack} them into {nq}, evenly",
                    "they {vp:go} equally to {nq}" if people else "they {vp:be} split evenly into {nq}",
                    "{S} {v:divide} them evenly " + into + " {nq}"]]]
        p.pre = ["with {Xq} and {nq}", "splitting {Xq} evenly " + into + " {nq}",
                 "dividing {Xq} among {nq}"]
    else:
        kq = p.cnt(k, th1, th, word_p=0.05)
        nq = p.cnt(n, r1, rp, word_p=0.08)
        ks = p.words[0][0] if p.words and p.words[0][1] == str(k) and kq.startswith(p.words[0][0]) else str(k)
        ns = nq.split(" ")[0] if not nq.startswith(("a dozen", "half a")) else (
            "a dozen" if nq.startswith("a dozen") else "half a dozen")
        p.d.update(kq=kq, nq=nq, k=ks)
        p.set_answer(None, X, "num", (th1, th))
        p.comm = ((ns, str(n)), (ks, str(k)), "*")
        p.joint = ["there {vp:be} {nq} with {kq} in each", "{S} {v:fill} {nq} with {kq} each",
                   "each of the {nq} {vs:hold} {kq}" if not people else "each of the {nq} {vs:get} {kq}",
                   "{nq} of {kq} each {vp:be} ready", "{S} {v:set} up {nq}, each with {kq}",
                   "{S} {v:count} {nq} and {kq} per {r1}", "{S} {v:have} {nq}, and each one {vs:have} {kq}"]
        p.seqs = [[["there {vp:be} {nq}", "{S} {v:have} {nq}", "{S} {v:set} out {nq}", "{S} {v:count} {nq}"],
                   ["each {vs:hold} {kq}" if not people else "each {vs:get} {kq}", "there {vp:be} {kq} in each",
                    "every {r1} {vs:have} {kq}", "each one {vs:take} {kq}"]],
                  [["each {r1} {vs:hold} {kq}" if not people else "each {r1} {vs:get} {kq}",
                    "every {r1} {vs:have} room for {kq}" if r1 in ROOMY else "every {r1} {vs:take} {kq}"
                    if not people else "every {r1} {vs:receive} {kq}"],
                   ["there {vp:be} {nq}", "{S} {v:have} {nq}", "{S} {v:need} {nq}"]]]
        p.pre1 = ["with {kq} in each {r1}" if not people else "with {kq} for each {r1}", "at {kq} per {r1}"]
        p.res1 = ["{nq} {vp:hold}@@ {A}" if not people else "{nq} {vp:get}@@ {A}", "{nq} {vp:make}@@ {A}",
                  "{nq} {vp:add} up to@@ {A}", "{nq} {vp:need}@@ {A}"]
        p.res = ["there {vp:be}@@ {A} in total", "{S} {v:have}@@ {A}", "the total {vs:be}@@ {A}",
                 "{S} {v:need}@@ {A} in all", "the count {vs:come} to@@ {A}",
                 "they {vp:hold}@@ {A} altogether" if not people else "they {vp:get}@@ {A} altogether"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} in all"]
        p.q = ["How many {th} {vp:be} there in total", "How many {th} {vp:be} there altogether",
               "What {vs:be} the total number of {th}"]
        p.lab = ["Total:@@ {A}", "Total {th}:@@ {A}", "In all:@@ {A}"]
    return p


def _hours(p, h):
    """A time in hours as text; sometimes in words ('half an hour', 'an hour and a half')."""
    rng = p.rng
    hs = num(h)
    if h == Fraction(1, 2) and rng.random() < 0.3:
        p.words.append(("half an hour", hs))
        return "half an hour", "half an hour"
    if h == Fraction(3, 2) and rng.random() < 0.3:
        p.words.append(("an hour and a half", hs))
        return "an hour and a half", "an hour and a half"
    if h.denominator == 1 and 2 <= h <= 12 and rng.random() < 0.12:
        p.words.append((NUMW[int(h)], hs))
        return NUMW[int(h)] + " hours", NUMW[int(h)]
    return f"{hs} {plural(h, 'hour', 'hours')}", hs


TRAVELERS = [  # verb, inf phrase, trip noun, km/h lo, hi
    ("drive", "drive", "drive", 40, 110), ("cycle", "cycle", "ride", 10, 30), ("walk", "walk", "walk", 3, 6),
    ("run", "run", "run", 7, 16), ("hike", "hike", "hike", 2, 5), ("row", "row", "row", 3, 9), ("sail", "sail", "trip",
                                                                                                6, 20),
    ("ride", "ride", "ride", 8, 25),
]
VEHICLES = [("the train", 60, 200), ("the bus", 30, 80), ("the ferry", 15, 40), ("the plane", 400, 900),
            ("the truck", 50, 100), ("the tractor", 10, 35), ("the cargo ship", 20, 45), ("the coach", 50, 100),
            ("the delivery van", 30, 90), ("the freight train", 40, 110), ("the boat", 8, 30)]
HOURS = [Fraction(1, 2), Fraction(3, 4), Fraction(5, 4), Fraction(3, 2), 2, Fraction(5, 2), 3, Fraction(7, 2), 4,
         Fraction(9, 2), 5, 6, 7, 8, Fraction(1, 4) * 9, 10, 12, Fraction(11, 2)]


def s_speed(rng, mode):
    """Distance and time -> speed (div), speed and time -> distance (mul), distance and speed -> time (div)."""
    veh = rng.random() < 0.35
    if veh:
        name, lo, hi = rng.choice(VEHICLES)
        subj = Subj(name, "it", "org")
        vb, inf, trip = "travel", "cover", "journey"
        vb = rng.choice(["travel", "go", "cover"]) if mode != "mul" else rng.choice(["travel", "go"])
    else:
        vb, inf, trip, lo, hi = rng.choice(TRAVELERS)
        subj = subject(rng, plural=True)
    p = Prob(rng, "div" if mode == "time" else mode, subj, dom="travel")
    u = rng.random()
    du = "km" if u < 0.55 else ("miles" if u < 0.8 else "kilometers")
    if du == "miles":
        lo, hi = max(1, int(lo * 0.62)), int(hi * 0.62)
    per = rng.choice(["per hour", "an hour", "per hour", "an hour", "each hour"])
    Rw = {"km": "km/h", "miles": "mph", "kilometers": "km/h"}[du] if rng.random() < 0.15 else None
    h = Fraction(rng.choice(HOURS))
    if veh and name == "the plane" and h > 8:
        h = Fraction(rng.randint(1, 8))
    Bq, Bs = _hours(p, h)
    p.d.update(V=vb, inf=inf, trip=trip, Bq=Bq, Town=town(rng), du=du, per=per)
    V = "{v:" + vb + "}"
    if mode in ("div", "time"):
        if rng.random() < 0.6:
            r = Fraction(rng.randint(lo * 2, hi * 2), 2) if hi < 40 else Fraction(rng.randint(lo, hi))
            d = r * h
            if not exact(d) or d.denominator > 10:
                raise ValueError
        else:
            d = Fraction(rng.randint(int(lo * h) + 1, int(hi * h) + 1))
            r = d / h
        ds = num(d)
        p.d.update(Xq=f"{ds} {du}", X=ds, Xtrip=f"the {ds} km {trip}" if du == "km" else f"the {trip} of {ds} {du}")
    if mode == "div":
        unit = Rw if Rw else du
        p.set_answer(f"{ds} / {num(h)}", d / h, "num", unit, per="" if Rw else per)
        p.joint = ["{S} " + V + " {Xq} in {Bq}", "{S} {v:cover} {Xq} in {Bq}", "in {Bq}, {S} " + V + " {Xq}",
                   "{S} {v:need} {Bq} for {Xtrip}", "{S} {v:finish} {Xtrip} in {Bq}",
                   "{S} {v:take} {Bq} to " + ("cover" if veh else "{inf}") + " {Xq}",
                   "{Xtrip} {vs:take} {O} {Bq}", "{S} {v:do} {Xtrip} in {Bq}"]
        if not veh:
            p.joint += ["it {vs:take} {O} {Bq} to {inf} {Xq}", "{S} {v:" + vb + "} for {Bq} and {v:cover} {Xq}"]
        p.seqs = [[["the route to {Town} {vs:be} {Xq} long", "{Town} {vs:be} {Xq} away", "the {trip} {vs:be} {Xq}",
                    "the distance {vs:be} {Xq}", "the trail to {Town} {vs:be} {Xq}" if not veh else
                    "the line to {Town} {vs:be} {Xq} long"],
                   ["{S} " + V + " it in {Bq}", "it {vs:take} {O} {Bq}", "{S} {v:get} there in {Bq}",
                    "the {trip} {vs:take} {Bq}", "{S} {v:need} {Bq}", "{S} {v:make} it in {Bq}"]],
                  [["{S} " + V + " for {Bq}", "{S} {v:be} on the road for {Bq}" if not veh or vb != "go" else
                    "{S} {v:run} for {Bq}"],
                   ["in that time {S} {v:cover} {Xq}", "{S} {v:cover} {Xq}", "the distance {vs:come} to {Xq}",
                    "{S} {v:end} up {Xq} from the start"]]]
        p.pre = ["covering {Xq} in {Bq}", "with {Xq} in {Bq}", "at {Xq} in {Bq}", "having gone {Xq} in {Bq}"]
        p.res = ["{Poss} average speed {vs:be}@@ {Ap}", "{S} {v:average}@@ {Ap}", "{S} " + V + " at@@ {Ap}",
                 "{S} {v:move} at@@ {Ap} on average", "the average speed {vs:be}@@ {Ap}", "{S} {v:keep} up@@ {Ap}",
                 "{S} {v:manage}@@ {Ap}", "{S} {v:do}@@ {Ap}", "the pace {vs:be}@@ {Ap}"]
        p.tails = ["@@ {Ap}", "@@ {Ap} on average", " an average speed of@@ {Ap}", " a speed of@@ {Ap}",
                   " an average of@@ {Ap}", "@@ {Ap}"]
        p.q = ["How fast {v:be} {S} going", "What {vs:be} {Poss} average speed", "What speed {vs:do} that work out to",
               "How fast {vs:be} that", "What {vs:be} the average speed"]
        p.lab = ["Average speed:@@ {Ap}", "Speed:@@ {Ap}", "Pace:@@ {Ap}"]
    elif mode == "time":
        r = Fraction(rng.randint(lo, hi))
        if rng.random() < 0.6:
            d = r * h
            ds = num(d)
            p.d.update(Xq=f"{ds} {du}", X=ds)
        Rq = f"{num(r)} {Rw}" if Rw else f"{num(r)} {du} {per}"
        p.d["Rq"] = Rq
        p.words = []
        p.kind = "div"
        p.set_answer(f"{ds} / {num(r)}", d / r, "num", ("hour", "hours"))
        p.joint = ["{Town} {vs:be} {Xq} away, and {S} " + V + " at {Rq}", "{S} " + V + " {Xq} at {Rq}",
                   "{S} {v:have} {Xq} to go at {Rq}", "the {trip} {vs:be} {Xq}, and {S} {v:average} {Rq}",
                   "{S} {v:cover} {Xq} at a steady {Rq}", "at {Rq}, {S} {v:cover} the {Xq} to {Town}"]
        p.seqs = [[["{Town} {vs:be} {Xq} away", "the {trip} {vs:be} {Xq}", "the route {vs:be} {Xq} long"],
                   ["{S} " + V + " at {Rq}", "{S} {v:keep} to {Rq}", "{Poss} speed {vs:be} {Rq}",
                    "{S} {v:average} {Rq}"]],
                  [["{S} " + V + " at {Rq}", "{Poss} usual speed {vs:be} {Rq}"],
                   ["the {trip} to {Town} {vs:be} {Xq}", "{Town} {vs:be} {Xq} away"]]]
        p.pre = ["at {Rq} over {Xq}", "covering {Xq} at {Rq}", "with {Xq} to go at {Rq}"]
        p.res = ["the {trip} {vs:take}@@ {A}", "{S} {v:need}@@ {A}", "it {vs:take} {O}@@ {A}",
                 "{S} {v:arrive} after@@ {A}",
                 "{S} {v:spend}@@ {A} on the road" if not veh else "{S} {v:spend}@@ {A} on the way",
                 "the travel time {vs:be}@@ {A}"]
        p.tails = ["@@ {A}", " a travel time of@@ {A}", "@@ {A} of travel", "@@ {A} on the road"]
        p.q = ["How long {vs:do} the {trip} take", "How many hours {v:do} {S} need", "How long {vs:be} that"]
        p.lab = ["Travel time:@@ {A}", "Time:@@ {A}", "Hours needed:@@ {A}"]
    else:
        r = Fraction(rng.randint(lo * 2, hi * 2), 2) if hi < 30 else Fraction(rng.randint(lo, hi))
        rs = num(r)
        Rq = f"{rs} {Rw}" if Rw else f"{rs} {du} {per}"
        p.d["Rq"] = Rq
        p.set_answer(None, r * h, "num", du)
        p.comm = ((Rq, rs), (Bs, num(h)), "*")
        p.joint = ["{S} " + V + " at {Rq} for {Bq}", "{S} " + V + " for {Bq} at {Rq}", "{S} {v:keep} up {Rq} for {Bq}",
                   "{S} " + V + " for {Bq} at a steady {Rq}", "for {Bq}, {S} " + V + " at {Rq}",
                   "{S} {v:hold} {Rq} for {Bq}", "at {Rq}, {S} " + V + " for {Bq}"]
        p.seqs = [[["{S} " + V + " at {Rq}", "{Poss} speed {vs:be} {Rq}", "{S} {v:average} {Rq}",
                    "{S} {v:hold} a steady {Rq}"],
                   ["{S} {v:keep} going for {Bq}", "the {trip} {vs:last} {Bq}", "{S} " + V + " for {Bq}",
                    "{S} {v:keep} it up for {Bq}"]],
                  [["the {trip} {vs:last} {Bq}", "{S} {v:be} on the move for {Bq}"],
                   ["{S} {v:average} {Rq}", "{Poss} speed {vs:be} {Rq} the whole time", "{S} " + V + " at {Rq}"]]]
        p.pre1 = ["at {Rq}", "at a steady {Rq}", "keeping to {Rq}"]
        p.res1 = ["{Bq} of travel {vs:cover}@@ {A}", "in {Bq} {S} {v:cover}@@ {A}", "{Bq} {vp:take} {O}@@ {A}",
                  "in {Bq} {S} {v:get}@@ {A}", "{Bq} {vp:be} worth@@ {A}"]
        p.res = ["{S} {v:cover}@@ {A}", "{S} " + V + "@@ {A}" if vb != "cover" else "{S} {v:travel}@@ {A}",
                 "the distance {vs:be}@@ {A}", "{S} {v:end} up@@ {A} away", "{S} {v:get}@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", " a distance of@@ {A}", "@@ {A} in all"]
        p.q = ["How far {v:do} {S} go", "What distance {v:do} {S} cover", "How far {vs:be} that"]
        p.lab = ["Distance:@@ {A}", "Distance covered:@@ {A}", "Total distance:@@ {A}"]
    return p


ACTS = [  # verb, past participle, thing sg/pl, time sg/pl, rate lo/hi, time lo/hi, subjects
    ("read", "read", "page", "pages", "day", "days", 10, 80, 2, 30, None),
    ("type", "typed", "word", "words", "minute", "minutes", 25, 90, 2, 30, None),
    ("print", "printed", "page", "pages", "minute", "minutes", 8, 60, 2, 45, ["the printer", "the office printer",
                                                                              "the copier"]),
    ("fill", "filled", "bottle", "bottles", "minute", "minutes", 10, 120, 2, 60, ["the machine", "the bottling line"]),
    ("lay", "laid", "brick", "bricks", "hour", "hours", 40, 120, 2, 10, None),
    ("knit", "knitted", "row", "rows", "hour", "hours", 6, 30, 2, 12, None),
    ("bake", "baked", "loaf", "loaves", "hour", "hours", 20, 80, 2, 10, ["the bakery", "the big oven"]),
    ("answer", "answered", "email", "emails", "hour", "hours", 5, 40, 2, 9, None),
    ("sell", "sold", "ticket", "tickets", "day", "days", 20, 400, 2, 14, ["the box office", "the theater",
                                                                          "the museum shop"]),
    ("plant", "planted", "tree", "trees", "day", "days", 10, 120, 2, 10, ["the volunteers", "the crew"]),
    ("serve", "served", "customer", "customers", "hour", "hours", 8, 60, 2, 12, ["the cafe", "the food truck"]),
    ("pack", "packed", "box", "boxes", "hour", "hours", 10, 90, 2, 10, None),
    ("wash", "washed", "car", "cars", "hour", "hours", 3, 15, 2, 10, ["the car wash"]),
    ("walk", "walked", "kilometer", "kilometers", "day", "days", 8, 30, 2, 20, None),
    ("produce", "produced", "part", "parts", "hour", "hours", 50, 600, 2, 16, ["the factory", "the workshop"]),
    ("write", "written", "page", "pages", "week", "weeks", 3, 25, 2, 20, None),
    ("mow", "mowed", "lawn", "lawns", "day", "days", 3, 12, 2, 14, None),
    ("deliver", "delivered", "parcel", "parcels", "hour", "hours", 8, 30, 2, 10, ["the courier", "the van driver"]),
    ("pump", "pumped", "liter", "liters", "minute", "minutes", 20, 300, 2, 60, ["the pump", "the fire engine"]),
    ("sew", "sewn", "bag", "bags", "day", "days", 4, 25, 2, 15, None),
    ("swim", "swum", "lap", "laps", "session", "sessions", 10, 60, 2, 20, None),
    ("check", "checked", "form", "forms", "hour", "hours", 10, 50, 2, 8, None),
    ("record", "recorded", "song", "songs", "week", "weeks", 2, 6, 2, 10, ["the band"]),
    ("pick", "picked", "crate", "crates", "day", "days", 5, 40, 2, 12, ["the pickers", "the farm crew"]),
]
PLURAL_SUBJ = {"the volunteers", "the crew", "the band", "the pickers", "the farm crew"}


def s_workrate(rng, mode):
    """Amount over time -> rate (div), or rate over time -> amount (mul)."""
    vb, pp, t1, tp, b1, bp, rlo, rhi, blo, bhi, subs = rng.choice(ACTS)
    if subs and rng.random() < 0.7:
        nm = rng.choice(subs)
        subj = Subj(nm, "pl" if nm in PLURAL_SUBJ else "it", "org")
    else:
        subj = subject(rng)
    p = Prob(rng, mode, subj, dom=rng.choice(["work", "biz", "home"]))
    B = rng.randint(blo, bhi)
    Bq = p.cnt(B, b1, bp, word_p=0.1)
    Bs = p.words[-1][0] if p.words else str(B)
    per = rng.choice(["per " + b1, an(b1), "per " + b1, "each " + b1, "every " + b1])
    V = "{v:" + vb + "}"
    p.d.update(t1=t1, tp=tp, b1=b1, bp=bp, Bq=Bq, per=per, pp=pp, vb=vb)
    if mode == "div":
        if rng.random() < 0.65:
            r = rng.randint(rlo, rhi)
            X = r * B
        else:
            X = rng.randint(rlo * B, rhi * B)
        p.d["Xq"] = f"{X} {t1 if X == 1 else tp}"
        p.set_answer(f"{X} / {B}", Fraction(X, B), "num", (t1, tp), per=per)
        p.joint = ["{S} " + V + " {Xq} in {Bq}", "in {Bq}, {S} " + V + " {Xq}", "{S} " + V + " {Xq} over {Bq}",
                   "over {Bq}, {Xq} {vp:be} {pp}", "{S} {v:manage} {Xq} in {Bq}", "{S} {v:get} through {Xq} in {Bq}",
                   "{Xq} {vp:be} {pp} in {Bq}", "{S} " + V + " a total of {Xq} in {Bq}"]
        if subj.kind != "org":
            p.joint.append("it {vs:take} {O} {Bq} to {vb} {Xq}")
        p.seqs = [[["{S} {v:work} for {Bq}", "the job {vs:last} {Bq}", "{S} {v:spend} {Bq} on it",
                    "{S} {v:keep} at it for {Bq}"],
                   ["in that time {S} " + V + " {Xq}", "{S} " + V + " {Xq} in all", "{Xq} {vp:be} {pp}",
                    "{S} " + V + " {Xq} altogether", "the count {vs:reach} {Xq}"]],
                  [["{S} " + V + " {Xq}", "{Xq} {vp:be} {pp}", "the total {vs:be} {Xq}"],
                   ["it {vs:take} {Bq}", "that {vs:take} {Bq}", "the work {vs:take} {Bq}", "it {vs:be} done in {Bq}"]]]
        p.pre = ["with {Xq} in {Bq}", "at {Xq} in {Bq}", "having {pp} {Xq} in {Bq}" if subj.kind != "org" else
                 "with {Xq} {pp} in {Bq}"]
        p.res = ["{S} " + V + "@@ {Ap}", "{Poss} rate {vs:be}@@ {Ap}", "{S} {v:average}@@ {Ap}",
                 "{S} {v:manage}@@ {Ap}",
                 "the rate {vs:be}@@ {Ap}", "{S} " + V + " at a rate of@@ {Ap}", "{Poss} pace {vs:be}@@ {Ap}",
                 "{S} " + V + "@@ {Ap} on average"]
        p.tails = ["@@ {Ap}", " a rate of@@ {Ap}", "@@ {Ap} on average", " an average of@@ {Ap}", "@@ {Ap}"]
        p.q = ["How many {tp} {vs:be} that {per}", "What {vs:be} {Poss} rate",
               "How many {tp} {v:do} {S} " + vb + " {per}",
               "What {vs:be} the rate {per}"]
        p.lab = ["Rate:@@ {Ap}", "Average:@@ {Ap}", "{Tp} {per}:@@ {A}", "Pace:@@ {Ap}"]
        p.d["Tp"] = cap(tp)
    else:
        r = rng.randint(rlo, rhi)
        Rq = f"{r} {tp} {per}"
        p.d["Rq"] = Rq
        p.set_answer(None, r * B, "num", (t1, tp))
        p.comm = ((str(r), str(r)), (Bs, str(B)), "*")
        p.joint = ["{S} " + V + " {Rq} for {Bq}", "for {Bq}, {S} " + V + " {Rq}",
                   "{S} " + V + " {Rq}, and {S} {v:keep} it up for {Bq}",
                   "{S} " + V + " {Rq} over {Bq}", "{S} {v:keep} up {Rq} for {Bq}", "{S} {v:manage} {Rq} for {Bq}"]
        p.seqs = [[["{S} " + V + " {Rq}", "{Poss} pace {vs:be} {Rq}", "{S} {v:manage} {Rq}", "{S} {v:average} {Rq}",
                    "{S} {V:" + vb + "} {Rq} as a rule" if subj.person == "3s" else "{S} " + V + " {Rq} as a rule"],
                   ["{S} {v:keep} this up for {Bq}", "{S} {v:do} this for {Bq}", "{S} {v:work} for {Bq}",
                    "this {vs:go} on for {Bq}", "the job {vs:run} for {Bq}"]],
                  [["{S} {v:work} for {Bq}", "the job {vs:last} {Bq}"],
                   ["{S} " + V + " {Rq} the whole time", "{Poss} rate {vs:be} {Rq}", "{S} {v:keep} a pace of {Rq}"]]]
        p.pre1 = ["at {Rq}", "at a pace of {Rq}", "at a steady {Rq}"]
        p.res1 = ["{Bq} {vp:give}@@ {A}", "in {Bq} {S} " + V + "@@ {A}",
                  "{Bq} {vp:add} up to@@ {A}", "{Bq} of work {vs:come} to@@ {A}"]
        p.res = ["{S} " + V + "@@ {A}", "{S} " + V + "@@ {A} in all", "the total {vs:be}@@ {A}",
                 "{S} {v:get} through@@ {A}",
                 "{S} " + V + "@@ {A} altogether", "the total {vs:come} to@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} in all", "@@ {A} altogether"]
        p.q = ["How many {tp} {v:do} {S} " + vb + " in all", "What {vs:be} the total", "How many {tp} {vs:be} that",
               "How many {tp} {vp:be} {pp} in total"]
        p.lab = ["Total:@@ {A}", "Total {tp}:@@ {A}", "In all:@@ {A}"]
    return p


MRATES = [  # verb, object phrase, base sg/pl, per options, rate lo/hi cents, base lo/hi, base verb phrase
    ("earn", "", "hour", "hours", ["an hour", "per hour", "for each hour"], 900, 4500, 2, 60, "{S} {v:work} {Bq}",
     "work"),
    ("save", "", "week", "weeks", ["a week", "per week", "each week", "every week"], 300, 6000, 3, 52,
     "{S} {v:save} for {Bq}", "money"),
    ("save", "", "month", "months", ["a month", "per month", "each month"], 2000, 50000, 2, 24,
     "{S} {v:save} for {Bq}", "money"),
    ("pay", " in rent", "month", "months", ["a month", "per month", "each month"], 40000, 250000, 2, 12,
     "{S} {v:rent} the flat for {Bq}", "home"),
    ("spend", " on lunch", "day", "days", ["a day", "per day", "each day"], 400, 1500, 5, 30,
     "{S} {v:buy} lunch on {Bq}", "money"),
    ("get", " in pocket money", "week", "weeks", ["a week", "each week", "every week"], 200, 2000, 2, 20,
     "{S} {v:count} up {Bq}", "money"),
    ("donate", " to charity", "month", "months", ["a month", "each month", "every month"], 500, 10000, 2, 24,
     "{S} {v:keep} it up for {Bq}", "money"),
    ("charge", "", "hour", "hours", ["an hour", "per hour"], 2500, 12000, 2, 12, "the job {vs:take} {Bq}", "work"),
    ("pay", " for parking", "day", "days", ["a day", "per day"], 300, 2500, 2, 20, "{S} {v:park} there for {Bq}",
     "travel"),
    ("earn", " from the stall", "day", "days", ["a day", "per day", "each day"], 2000, 30000, 2, 14,
     "the stall {vs:be} open for {Bq}", "biz"),
    ("pay", " for the gym", "month", "months", ["a month", "per month"], 1500, 9000, 2, 12,
     "{S} {v:go} to the gym for {Bq}", "money"),
]


def s_moneyrate(rng, mode):
    """Money over time -> money per unit of time (div), or rate times time (mul)."""
    vb, obj, b1, bp, pers, rlo, rhi, blo, bhi, bfact, dom = rng.choice(MRATES)
    subj = subject(rng, org=(vb in ("earn", "charge", "donate")))
    if vb == "charge":
        subj = Subj(rng.choice(["the plumber", "the tutor", "the electrician", "the lawyer", "the mechanic",
                                "the photographer", "the dog walker"]), rng.choice("fm"), "rel")
    p = Prob(rng, mode, subj, dom=dom)
    B = rng.randint(blo, bhi)
    Bq = p.cnt(B, b1, bp, word_p=0.1)
    Bs = p.words[-1][0] if p.words else str(B)
    per = rng.choice(pers)
    V = "{v:" + vb + "}"
    p.d.update(Bq=Bq, per=per, obj=obj, b1=b1, bp=bp)
    if mode == "div":
        if rng.random() < 0.6:
            r = money(rng, rlo, rhi)
            X = r * B
            if not money_ok(X):
                raise ValueError
        else:
            X = money(rng, rlo * B, rhi * B)
        p.d["X"] = M(X)
        p.set_answer(f"{Mn(X)} / {B}", Fraction(X, 100) / B, "money", per=per)
        over = rng.choice(["in", "over", "over", "across", "during"])
        p.joint = ["{S} " + V + " {X}{obj} " + over + " {Bq}", over + " {Bq}, {S} " + V + " {X}{obj}",
                   "{S} " + V + " a total of {X}{obj} " + over + " {Bq}",
                   "{S} " + V + " {X}{obj} for {Bq}" if vb in ("earn", "charge", "pay") else
                   "{S} " + V + " {X}{obj} in just {Bq}"]
        p.seqs = [[[bfact, "it {vs:take} {Bq}", "{S} {v:keep} at it for {Bq}"],
                   ["in that time {S} " + V + " {X}{obj}", "{S} " + V + " {X}{obj} in all",
                    "the total {vs:come} to {X}",
                    "{S} " + V + " {X}{obj} altogether", "the total {vs:be} {X}"]],
                  [["{S} " + V + " {X}{obj}", "the total {vs:be} {X}"],
                   ["that {vs:cover} {Bq}", "this {vs:be} the total for {Bq}", "it {vs:take} {Bq} to get there"]]]
        p.pre = ["with {X} over {Bq}", "at {X} for {Bq}", "taking {X} over {Bq}"]
        p.res = ["{S} " + V + "@@ {A} {per}{obj}", "{S} " + V + "@@ {A} {per}", "the rate {vs:be}@@ {A} {per}",
                 "{S} {v:average}@@ {A} {per}", "{Poss} rate {vs:be}@@ {A} {per}",
                 "each " + b1 + " {vs:bring} in@@ {A}" if vb in ("earn",) else "each " + b1 + " {vs:come} to@@ {A}"]
        p.tails = ["@@ {Ap}", "@@ {A} for each {b1}", "@@ {A} every {b1}", " an average of@@ {Ap}",
                   "@@ {Ap} on average"]
        p.q = ["How much {vs:be} that {per}", "What {vs:be} that per {b1}", "How much {v:do} {S} " + vb + " {per}"]
        p.lab = ["Per {b1}:@@ {A}", "Rate:@@ {Ap}", "Average:@@ {Ap}"]
    else:
        r = money(rng, rlo, rhi)
        X = r * B
        if not money_ok(X):
            raise ValueError
        R = M(r)
        p.d["R"] = R
        p.set_answer(None, Fraction(X, 100), "money")
        p.comm = ((R, Mn(r)), (Bs, str(B)), "*")
        p.joint = ["{S} " + V + " {R} {per}{obj} for {Bq}", "for {Bq}, {S} " + V + " {R} {per}{obj}",
                   "{S} " + V + " {R} {per}{obj}, and " + bfact,
                   "at {R} {per}, " + bfact, "{S} " + V + " {R} {per} over {Bq}"]
        p.seqs = [[["{S} " + V + " {R} {per}{obj}", "the rate {vs:be} {R} {per}", "{Poss} rate {vs:be} {R} {per}"],
                   [bfact, "this {vs:go} on for {Bq}", "{S} {v:keep} it up for {Bq}"]],
                  [[bfact], ["{S} " + V + " {R} {per}{obj}", "the rate {vs:be} {R} {per}"]]]
        p.pre1 = ["at {R} {per}", "at a rate of {R} {per}", "with {R} {per}"]
        p.res1 = ["{Bq} {vp:come} to@@ {A}", "{Bq} {vp:add} up to@@ {A}", "in {Bq} {S} " + V + "@@ {A}",
                  "{Bq} {vp:be} worth@@ {A}"]
        p.res = ["{S} " + V + "@@ {A}{obj}", "{S} " + V + "@@ {A} in total", "the total {vs:be}@@ {A}",
                 "the total {vs:come} to@@ {A}", "{S} " + V + "@@ {A} altogether", "the sum {vs:be}@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} in all"]
        p.q = ["How much {vs:be} that in total", "What {vs:be} the total", "How much {v:do} {S} " + vb + " in all"]
        p.lab = ["Total:@@ {A}", "Sum:@@ {A}", "Altogether:@@ {A}"]
    return p


def _rate_tails(p, per_unit):
    p.tails = ["@@ {Ap}", "@@ {A} for each " + per_unit, "@@ {A} for every " + per_unit, " an average of@@ {Ap}",
               "@@ {Ap} on average"]


def s_fuel(rng, mode):
    """Distance on a quantity of fuel -> distance per unit (div), or economy times fuel -> range (mul)."""
    subj = subject(rng)
    p = Prob(rng, mode, subj, dom="travel")
    miles = rng.random() < 0.3
    du, fu1, fu = ("miles", "gallon", "gallons") if miles else (rng.choice(["km", "kilometers"]), "liter", "liters")
    veh = rng.choice(["car", "van", "motorbike", "camper", "pickup", "old truck", "hatchback"])
    per = rng.choice(["per " + fu1, an(fu1), "to the " + fu1, "on each " + fu1])
    p.d.update(veh=veh, a_veh=an(veh), du=du, fu=fu, fu1=fu1, per=per)
    if mode == "div":
        f = dec(rng, 4, 20, 1) if miles else dec(rng, 10, 70, 1)
        rr = rng.randint(20, 45) if miles else dec(rng, 6, 22, 1, int_p=0.5)
        d = f * rr if rng.random() < 0.5 else Fraction(rng.randint(int(f * 6) + 1, int(f * 22) + 1))
        if not exact(d) or d.denominator > 10:
            raise ValueError
        fs, ds = num(f), num(d)
        p.d.update(Fq=f"{fs} {plural(f, fu1, fu)}", Dq=f"{ds} {du}")
        p.set_answer(f"{ds} / {fs}", d / f, "num", du, per=per)
        p.joint = ["{S} {v:drive} {Dq} on {Fq} of fuel", "{Poss} {veh} {vs:go} {Dq} on {Fq}",
                   "the {veh} {vs:use} {Fq} for a trip of {Dq}", "{S} {v:cover} {Dq} and {v:use} {Fq} of fuel",
                   "on {Fq}, {Poss} {veh} {vs:cover} {Dq}", "a drive of {Dq} {vs:take} {Fq} in {Poss} {veh}",
                   "{S} {v:get} {Dq} out of {Fq}"]
        p.seqs = [[["{S} {v:fill} the {veh} with {Fq}", "{S} {v:put} {Fq} into the tank", "the tank {vs:take} {Fq}"],
                   ["{S} {v:drive} {Dq} before it {vs:be} empty", "that {vs:last} {Dq}", "that {vs:get} {O} {Dq}"]],
                  [["{S} {v:drive} {Dq}", "the trip {vs:be} {Dq}"],
                   ["the {veh} {vs:use} {Fq}", "{S} {v:need} {Fq} of fuel", "that {vs:take} {Fq}"]]]
        p.res = ["the {veh} {vs:do}@@ {Ap}", "{Poss} {veh} {vs:get}@@ {Ap}", "the {veh} {vs:manage}@@ {Ap}",
                 "the fuel economy {vs:be}@@ {Ap}", "{S} {v:get}@@ {Ap}"]
        _rate_tails(p, fu1)
        p.q = ["How far {vs:do} the {veh} go {per}", "What {vs:be} the fuel economy",
               "How many {du} {vs:be} that {per}"]
        p.lab = ["Fuel economy:@@ {Ap}", "Economy:@@ {Ap}", "{Du} {per}:@@ {A}"]
        p.d["Du"] = cap(du)
    else:
        rr = dec(rng, 6, 22, 1, int_p=0.5) if not miles else Fraction(rng.randint(18, 45))
        f = Fraction(rng.randint(8, 18)) if miles else Fraction(rng.randint(30, 80))
        rs, fs = num(rr), num(f)
        p.d.update(Rq=f"{rs} {du} {per}", Fq=f"{fs} {fu}")
        p.set_answer(None, rr * f, "num", du)
        p.comm = ((rs, rs), (fs, fs), "*")
        p.joint = ["{Poss} {veh} {vs:do} {Rq}, and the tank {vs:hold} {Fq}",
                   "the {veh} {vs:get} {Rq} with a tank of {Fq}",
                   "with {Fq} in the tank and {Rq}, the {veh} {vs:be} ready",
                   "{S} {v:put} {Fq} in {a_veh} that {vs:do} {Rq}"]
        p.seqs = [[["the {veh} {vs:do} {Rq}", "{Poss} {veh} {vs:get} {Rq}", "the {veh} {vs:average} {Rq}"],
                   ["the tank {vs:hold} {Fq}", "{S} {v:fill} it with {Fq}", "{S} {v:put} in {Fq}"]],
                  [["the tank {vs:hold} {Fq}", "{S} {v:buy} {Fq} of fuel"],
                   ["the {veh} {vs:do} {Rq}", "{Poss} {veh} {vs:manage} {Rq}"]]]
        p.res = ["the {veh} {vs:can} go@@ {A}", "{S} {v:can} drive@@ {A}", "a full tank {vs:last}@@ {A}",
                 "the range {vs:be}@@ {A}", "the tank {vs:be} good for@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} on a full tank", " a range of@@ {A}", "@@ {A} before refueling"]
        p.q = ["How far {vs:can} the {veh} go", "What {vs:be} the range", "How far {v:can} {S} drive on a tank"]
        p.lab = ["Range:@@ {A}", "Distance on a full tank:@@ {A}"]
    return p


def s_rain(rng, mode):
    """Rain or snow over days -> per day (div), or per day over days -> total (mul)."""
    stuff, unit = rng.choice([("rain", "mm"), ("rain", "millimeters"), ("snow", "cm"), ("rain", "inches"),
                              ("snow", "centimeters")])
    p = Prob(rng, mode, None, dom="weather")
    p.lead_s = False
    tb1, tb = rng.choice([("day", "days"), ("week", "weeks"), ("hour", "hours"), ("month", "months")])
    B = rng.randint(2, {"day": 30, "week": 10, "hour": 24, "month": 12}[tb1])
    Bq = p.cnt(B, tb1, tb, word_p=0.1)
    Bs = p.words[-1][0] if p.words else str(B)
    where = rng.choice(["in " + town(rng), "at the airport", "on the hills", "in the valley", "in the city",
                        "at the weather station", "in our garden", "on the farm"])
    per = rng.choice(["per " + tb1, an(tb1), "each " + tb1])
    p.d.update(stuff=stuff, unit=unit, Bq=Bq, where=where, per=per, tb1=tb1)
    hi = {"mm": 40, "millimeters": 40, "cm": 15, "centimeters": 15, "inches": 2}[unit]
    hi = hi * {"hour": 0.25, "day": 1, "week": 3, "month": 8}[tb1]
    if mode == "div":
        if rng.random() < 0.5:
            r = dec(rng, 0.5, hi, 1)
            X = r * B
        else:
            X = dec(rng, B * 0.3, B * hi, 1)
        Xs = num(X)
        p.d.update(Xq=f"{Xs} {unit} of {stuff}")
        p.set_answer(f"{Xs} / {B}", X / B, "num", unit, per=per)
        p.joint = ["{Xq} {vs:fall} {where} over {Bq}", "over {Bq}, {Xq} {vs:fall} {where}",
                   "{where}, {Bq} {vp:bring} {Xq}",
                   "the gauge {where} {vs:collect} {Xq} in {Bq}", "{Bq} of bad weather {vp:bring} {Xq} {where}",
                   "{where}, {Xq} {vs:be} recorded over {Bq}"]
        p.seqs = [[["the wet spell {vs:last} {Bq}", "it {vs:" + ("rain" if stuff == "rain" else "snow") + "} for {Bq}",
                    "the storm {vs:go} on for {Bq}"],
                   ["in that time {Xq} {vs:fall}", "the gauge {vs:show} {Xq}", "{Xq} {vs:be} measured {where}"]]]
        p.res = ["the average {vs:be}@@ {Ap}", "on average,@@ {A} {vs:fall} {per}",
                 "the daily average {vs:be}@@ {Ap}" if tb1 == "day" else
                 "the average {vs:be}@@ {Ap}", "each " + tb1 + " {vs:bring}@@ {A} on average"]
        _rate_tails(p, tb1)
        p.q = ["How much {stuff} {vs:be} that {per}", "What {vs:be} the average {per}"]
        p.lab = ["Average {per}:@@ {A}", "Mean:@@ {Ap}"]
        p.adv = False
    else:
        r = dec(rng, 0.5, hi, 1)
        rs = num(r)
        p.d["Rq"] = f"{rs} {unit} of {stuff} {per}"
        p.d["Rq2"] = f"{rs} {unit} {per}"
        p.set_answer(None, r * B, "num", unit)
        p.comm = ((rs, rs), (Bs, str(B)), "*")
        p.joint = ["{where}, {Rq} {vs:fall} for {Bq}", "for {Bq}, {Rq} {vs:fall} {where}",
                   "{Rq} {vs:fall} {where} for {Bq} in a row", "the storm {vs:drop} {Rq} for {Bq}"]
        p.seqs = [[["{Rq} {vs:fall} {where}", "the gauge {vs:rise} by {Rq2}", "{stuff} {vs:come} down at {Rq2}"],
                   ["this {vs:go} on for {Bq}", "it {vs:last} {Bq}", "the spell {vs:last} {Bq}"]]]
        p.res = ["the total {vs:be}@@ {A}", "{where},@@ {A} {vs:fall} in all", "the gauge {vs:show}@@ {A}",
                 "the total {stuff} {vs:come} to@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", " a total of@@ {A}"]
        p.q = ["How much {stuff} {vs:fall} in total", "What {vs:be} the total"]
        p.lab = ["Total:@@ {A}", "Total {stuff}:@@ {A}"]
        p.adv = False
    return p


YIELDS = [  # total noun, unit sg/pl, base noun sg/pl, per lo/hi, base lo/hi, subj kind, verb
    ("wheat", "ton", "tons", "hectare", "hectares", 2, 9, 2, 80, "farm", "harvest"),
    ("potatoes", "ton", "tons", "hectare", "hectares", 15, 50, 2, 30, "farm", "lift"),
    ("apples", "kilogram", "kilograms", "tree", "trees", 20, 150, 5, 200, "farm", "pick"),
    ("milk", "liter", "liters", "cow", "cows", 15, 35, 5, 120, "farm", "get"),
    ("honey", "kilogram", "kilograms", "hive", "hives", 8, 40, 2, 40, "farm", "collect"),
    ("eggs", "egg", "eggs", "hen", "hens", 3, 7, 5, 200, "farm", "collect"),
    ("wool", "kilogram", "kilograms", "sheep", "sheep", 2, 6, 10, 300, "farm", "shear"),
    ("tomatoes", "kilogram", "kilograms", "plant", "plants", 2, 9, 5, 80, "garden", "pick"),
]


def s_yield(rng, mode):
    """Harvest over fields/animals -> per unit (div); per unit times units -> harvest (mul)."""
    crop, u1, up, b1, bp, rlo, rhi, blo, bhi, dom, vb = rng.choice(YIELDS)
    subj = subject(rng, org=False) if rng.random() < 0.6 else Subj(rng.choice(["the farm", "the co-op", "the estate"]),
                                                                     "it", "org")
    p = Prob(rng, mode, subj, dom=dom)
    B = rng.randint(blo, bhi)
    Bq = f"{B} {plural(B, b1, bp)}"
    per = rng.choice(["per " + b1, an(b1), "for each " + b1])
    of = "" if crop == "eggs" else " of " + crop
    p.d.update(Bq=Bq, per=per, crop=crop, of=of, b1=b1, bp=bp)
    V = "{v:" + vb + "}"
    if mode == "div":
        if rng.random() < 0.55:
            r = rng.randint(rlo, rhi)
            X = r * B
        else:
            X = rng.randint(rlo * B, rhi * B)
        p.d["Xq"] = f"{X} {plural(X, u1, up)}{of}"
        p.set_answer(f"{X} / {B}", Fraction(X, B), "num", (u1, up), per=per)
        p.joint = ["{S} " + V + " {Xq} from {Bq}", "{Bq} {vp:give} {O} {Xq}", "{S} {v:get} {Xq} from {Bq}",
                   "from {Bq}, {S} " + V + " {Xq}", "{Bq} {vp:produce} {Xq}", "{Xq} {vp:come} from {Bq}"]
        p.seqs = [[["{S} {v:have} {Bq}", "there {vp:be} {Bq} on the farm", "{S} {v:keep} {Bq}"],
                   ["this year they {vp:give} {Xq}", "{S} " + V + " {Xq} from them", "the total {vs:be} {Xq}"]]]
        p.res = ["each " + b1 + " {vs:give}@@ {A}", "the yield {vs:be}@@ {Ap}", "the average {vs:be}@@ {Ap}",
                 "{S} {v:get}@@ {Ap}", "every " + b1 + " {vs:produce}@@ {A}"]
        _rate_tails(p, b1)
        p.q = ["What {vs:be} the yield {per}", "How much {vs:be} that {per}", "How much {vs:do} each " + b1 + " give"]
        p.lab = ["Yield:@@ {Ap}", "Per " + b1 + ":@@ {A}", "Average:@@ {Ap}"]
    else:
        r = rng.randint(rlo, rhi)
        p.d["Rq"] = f"{r} {plural(r, u1, up)}{of} {per}"
        p.d["R1"] = f"{r} {plural(r, u1, up)}"
        p.set_answer(None, r * B, "num", (u1, up))
        p.comm = ((str(B), str(B)), (str(r), str(r)), "*")
        p.joint = ["{S} {v:have} {Bq}, and each {vs:give} {R1}", "{S} {v:have} {Bq} that {vp:give} {Rq}",
                   "each of {Poss} {Bq} {vs:give} {R1}",
                   "with {Bq} at {Rq}, the season {vs:look} good"]
        p.seqs = [[["{S} {v:have} {Bq}", "there {vp:be} {Bq}", "{S} {v:keep} {Bq}"],
                   ["each {vs:give} {R1}", "the yield {vs:be} {Rq}", "each one {vs:produce} {R1}"]],
                  [["the yield {vs:be} {Rq}", "each " + b1 + " {vs:give} {R1}"],
                   ["{S} {v:have} {Bq}", "there {vp:be} {Bq}"]]]
        p.res = ["{S} " + V + "@@ {A}", "the harvest {vs:come} to@@ {A}", "{S} {v:get}@@ {A} in all",
                 "the total {vs:be}@@ {A}", "the " + bp + " {vp:give}@@ {A} altogether"]
        p.tails = ["@@ {A}", "@@ {A} in total", " a harvest of@@ {A}", "@@ {A} altogether"]
        p.q = ["How much {vs:be} that in total", "What {vs:be} the total harvest"]
        p.lab = ["Harvest:@@ {A}", "Total:@@ {A}"]
    return p


def s_density(rng, mode):
    """People (or trees, houses) over an area -> per square km / hectare."""
    p = Prob(rng, mode, None, dom="town")
    p.lead_s = False
    thing, area1, area, rlo, rhi = rng.choice([("people", "square kilometer", "square kilometers", 20, 5000),
                                               ("residents", "square kilometer", "square kilometers", 20, 3000),
                                               ("trees", "hectare", "hectares", 50, 900),
                                               ("houses", "hectare", "hectares", 4, 60),
                                               ("birds", "square kilometer", "square kilometers", 10, 400)])
    T = town(rng)
    B = dec(rng, 2, 400, 1, int_p=0.6)
    r = rng.randint(rlo, rhi)
    Bs = num(B)
    per = rng.choice(["per " + area1, an(area1), "to each " + area1])
    live = "stand" if thing in ("trees", "houses") else "live"
    place, prep = rng.choice([(T, "in"), ("the island", "on"), ("the district of " + T, "in"), ("the valley", "in"),
                              ("the old town of " + T, "in"), ("the estate", "on")])
    p.d.update(T=T, Bq=f"{Bs} {plural(B, area1, area)}", thing=thing, per=per, place=place, inplace=prep + " " + place)
    if mode == "div":
        X = int(r * B) if (r * B).denominator == 1 and rng.random() < 0.5 else rng.randint(int(rlo * B) + 1,
                                                                                           int(rhi * B))
        p.d["Xq"] = f"{X} {thing}"
        p.set_answer(f"{X} / {Bs}", Fraction(X) / B, "num", thing, per=per)
        p.joint = ["{place} {vs:have} {Xq} on {Bq}", "{Xq} {vp:" + live + "} {inplace}, which {vs:cover} {Bq}",
                   "{place} {vs:cover} {Bq} and {vs:be} home to {Xq}", "there {vp:be} {Xq} {inplace}, an area of {Bq}",
                   "the survey {vs:count} {Xq} across {Bq} of {place}"]
        p.seqs = [[["{place} {vs:cover} {Bq}", "the area of {place} {vs:be} {Bq}"],
                   ["it {vs:have} {Xq}", "{Xq} {vp:" + live + "} there", "the last count {vs:find} {Xq}"]]]
        p.res = ["the density {vs:be}@@ {Ap}", "there {vp:be}@@ {Ap}", "{place} {vs:have}@@ {Ap}"]
        _rate_tails(p, area1)
        p.tails.append(" a density of@@ {Ap}")
        p.q = ["What {vs:be} the density", "How many {thing} {vp:be} there {per}"]
        p.lab = ["Density:@@ {Ap}", "Per " + area1 + ":@@ {A}"]
    else:
        p.d["Rq"] = f"{r} {thing} {per}"
        if (r * B).denominator != 1:
            raise ValueError
        p.set_answer(None, r * B, "num", thing)
        p.comm = ((Bs, Bs), (str(r), str(r)), "*")
        p.joint = ["{place} {vs:cover} {Bq} at a density of {Rq}",
                   "with {Rq} across {Bq}, {place} {vs:be} crowded", "the {Bq} of {place} {vp:hold} {Rq}"]
        p.seqs = [[["{place} {vs:cover} {Bq}", "the area {vs:be} {Bq}"], ["the density {vs:be} {Rq}",
                                                                          "there {vp:be} {Rq}"]]]
        p.res = ["{place} {vs:have}@@ {A}", "the total {vs:be}@@ {A}", "there {vp:be}@@ {A} in all"]
        p.tails = ["@@ {A}", "@@ {A} in total", " a total of@@ {A}"]
        p.q = ["How many {thing} {vp:be} there in total"]
        p.lab = ["Total:@@ {A}"]
    p.adv = False
    return p


INGR = [("flour", "grams"), ("sugar", "grams"), ("butter", "grams"), ("rice", "grams"), ("pasta", "grams"),
        ("milk", "ml"), ("cream", "ml"), ("cheese", "grams"), ("oats", "grams"), ("stock", "ml"), ("chocolate",
                                                                                                   "grams"),
        ("water", "ml"), ("cocoa", "grams"), ("yogurt", "grams")]
SERV = [("muffin", "muffins"), ("cookie", "cookies"), ("pancake", "pancakes"), ("portion", "portions"),
        ("loaf", "loaves"), ("bowl", "bowls"), ("person", "people"), ("serving", "servings"), ("pizza", "pizzas"),
        ("tart", "tarts"), ("cake", "cakes"), ("batch", "batches")]


ING_SERV = {
    "flour": ["muffin", "cookie", "pancake", "loaf", "cake", "tart", "batch", "pizza"],
    "sugar": ["muffin", "cookie", "cake", "tart", "batch"], "butter": ["muffin", "cookie", "cake", "tart", "batch",
                                                                       "loaf"],
    "rice": ["portion", "person", "serving", "bowl"], "pasta": ["portion", "person", "serving", "bowl"],
    "milk": ["pancake", "cake", "bowl", "serving", "batch"], "cream": ["tart", "cake", "serving", "portion"],
    "cheese": ["pizza", "portion", "person", "tart"], "oats": ["bowl", "serving", "cookie", "batch"],
    "stock": ["bowl", "portion", "person", "serving"], "chocolate": ["cookie", "cake", "muffin", "batch"],
    "water": ["loaf", "bowl", "batch", "pizza"], "cocoa": ["cake", "muffin", "batch", "cookie"],
    "yogurt": ["bowl", "serving", "muffin", "person"],
}


def s_recipe(rng, mode):
    ing, unit = rng.choice(INGR)
    s1 = rng.choice(ING_SERV[ing])
    sp = dict(SERV)[s1]
    unit = rng.choice(["grams", "g"]) if unit == "grams" else rng.choice(["ml", "milliliters"])
    subj = subject(rng, org=False)
    p = Prob(rng, mode, subj, dom="cook")
    B = rng.randint(2, 36 if s1 in ("cookie", "muffin", "pancake") else 12)
    Bq = p.cnt(B, s1, sp, word_p=0.15)
    Bs = p.words[-1][0] if p.words else str(B)
    p.d.update(ing=ing, unit=unit, Bq=Bq, s1=s1, sp=sp, per=rng.choice(["per " + s1, "for each " + s1,
                                                                        "in each " + s1]))
    if s1 == "person":
        p.d["per"] = rng.choice(["per person", "a person", "for each person"])
    if mode == "div":
        r = rng.choice([5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 80, 100, 120, 125, 150, 200, 250])
        X = r * B if rng.random() < 0.6 else r * B + rng.randint(1, B - 1)
        p.d["Xq"] = f"{X} {unit} of {ing}"
        p.set_answer(f"{X} / {B}", Fraction(X, B), "num", unit, per=p.d["per"])
        p.joint = ["the recipe {vs:use} {Xq} for {Bq}", "{S} {v:use} {Xq} to make {Bq}", "{Bq} {vp:take} {Xq}",
                   "{S} {v:need} {Xq} for {Bq}", "for {Bq}, the recipe {vs:call} for {Xq}",
                   "{Xq} {vp:go} into {Bq}", "{S} {v:mix} {Xq} into the dough for {Bq}" if ing in ("flour", "butter",
                                                                                                   "sugar", "oats") else
                   "{S} {v:measure} out {Xq} for {Bq}"]
        p.seqs = [[["{S} {v:make} {Bq}", "{S} {v:bake} {Bq}" if s1 not in ("person", "portion", "bowl", "serving") else
                    "{S} {v:cook} for {Bq}" if s1 == "person" else "{S} {v:make} {Bq}", "the recipe {vs:make} {Bq}"],
                   ["it {vs:call} for {Xq}", "{S} {v:use} {Xq}", "that {vs:take} {Xq}", "{S} {v:weigh} out {Xq}"]]]
        p.res = ["each {s1} {vs:get}@@ {A}", "each {s1} {vs:need}@@ {A}",
                 "{S} {v:use}@@ {A} {per}", "there {vs:be}@@ {A} {per}", "the amount {per} {vs:be}@@ {A}"]
        p.tails = ["@@ {A} {per}", "@@ {Ap}", "@@ {A} {per}"]
        p.q = ["How much {ing} {vs:go} into each {s1}" if s1 != "person" else "How much {ing} {vs:be} that per person",
               "How much {ing} {vs:be} that {per}"]
        p.lab = ["{Ing} {per}:@@ {A}", "Per {s1}:@@ {A}", "Amount {per}:@@ {A}"]
        p.d["Ing"] = cap(ing)
    else:
        r = rng.choice([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 80, 90, 100, 110, 120, 125, 150, 175, 200, 250,
                        300])
        p.d["R"] = f"{r} {unit}"
        p.set_answer(None, r * B, "num", unit)
        p.comm = ((str(r), str(r)), (Bs, str(B)), "*")
        p.joint = ["each {s1} {vs:need} {R} of {ing}, and {S} {v:make} {Bq}",
                   "{S} {v:make} {Bq} with {R} of {ing} in each",
                   "{S} {v:cook} for {Bq} and {v:allow} {R} of {ing} {per}" if s1 == "person" else
                   "{S} {v:make} {Bq}, each with {R} of {ing}",
                   "the recipe {vs:use} {R} of {ing} {per}, and {S} {v:make} {Bq}"]
        p.seqs = [[["one {s1} {vs:take} {R} of {ing}", "the recipe {vs:call} for {R} of {ing} {per}",
                    "each {s1} {vs:need} {R} of {ing}"],
                   ["{S} {v:make} {Bq}", "{S} {v:want} {Bq}", "{S} {v:plan} {Bq}"]],
                  [["{S} {v:make} {Bq}", "{S} {v:need} {Bq} for the party"],
                   ["each {vs:take} {R} of {ing}", "each one {vs:need} {R} of {ing}",
                    "the recipe {vs:say} {R} of {ing} {per}"]]]
        p.pre1 = ["at {R} of {ing} {per}", "with {R} {per}"]
        p.res1 = ["{Bq} {vp:need}@@ {A}", "{Bq} {vp:take}@@ {A} of {ing}", "for {Bq} {S} {v:need}@@ {A}"]
        p.res = ["{S} {v:need}@@ {A} of {ing}", "{S} {v:use}@@ {A} in all", "the total {vs:be}@@ {A}",
                 "the {ing} {vs:come} to@@ {A}", "{S} {v:measure} out@@ {A}"]
        p.tails = ["@@ {A} of {ing}", "@@ {A} in total", "@@ {A} altogether", "@@ {A}"]
        p.q = ["How much {ing} {vs:be} needed", "How much {ing} {v:do} {S} need"]
        p.lab = ["{Ing} needed:@@ {A}", "Total {ing}:@@ {A}"]
        p.d["Ing"] = cap(ing)
    return p


JOBS_T = [  # verb, thing sg/pl, minutes per item lo/hi
    ("paint", "chair", "chairs", 10, 60), ("iron", "shirt", "shirts", 3, 12), ("fix", "bike", "bikes", 15, 90),
    ("mark", "test", "tests", 4, 20), ("wrap", "present", "presents", 3, 15), ("clean", "window", "windows", 5, 25),
    ("bake", "batch of bread", "batches of bread", 30, 70), ("groom", "dog", "dogs", 30, 90),
    ("cut", "lawn", "lawns", 20, 80), ("sew", "cushion cover", "cushion covers", 15, 60),
    ("frame", "picture", "pictures", 10, 45), ("plant", "shrub", "shrubs", 5, 30), ("check", "car", "cars", 10, 40),
    ("answer", "letter", "letters", 4, 25), ("repair", "watch", "watches", 20, 75),
]


def s_timeper(rng, mode):
    """Minutes for n jobs -> minutes per job (div); minutes per job times jobs -> minutes (mul)."""
    vb, t1, tp, lo, hi = rng.choice(JOBS_T)
    p = Prob(rng, mode, subject(rng), dom="work")
    n = rng.randint(2, 25)
    nq = p.cnt(n, t1, tp, word_p=0.12)
    ns = p.words[-1][0] if p.words else str(n)
    tu = rng.choice(["minutes", "minutes", "minutes", "hours"]) if mode == "div" else "minutes"
    V = "{v:" + vb + "}"
    p.d.update(nq=nq, t1=t1, tp=tp, vb=vb, tu=tu, per=rng.choice(["per " + t1, an(t1), "for each " + t1]))
    if mode == "div":
        if tu == "hours":
            X = dec(rng, max(1, n * lo / 60), n * hi / 60 + 1, 1)
        else:
            X = rng.randint(lo, hi) * n if rng.random() < 0.6 else rng.randint(n * lo, n * hi)
        Xs = num(X)
        p.d["Xq"] = f"{Xs} {plural(X, tu[:-1], tu)}"
        p.set_answer(f"{Xs} / {n}", Fraction(X) / n, "num", (tu[:-1], tu), per=p.d["per"])
        p.joint = ["{S} " + V + " {nq} in {Xq}", "it {vs:take} {O} {Xq} to " + vb + " {nq}",
                   "{S} {v:need} {Xq} to " + vb + " {nq}",
                   "{nq} {vp:take} {O} {Xq}", "in {Xq}, {S} " + V + " {nq}", "{S} {v:spend} {Xq} on {nq}"]
        p.seqs = [[["{S} {v:have} {nq} to " + vb, "there {vp:be} {nq} waiting", "{S} {v:get} {nq} to " + vb],
                   ["it {vs:take} {Xq}", "the work {vs:take} {Xq}", "{S} {v:finish} in {Xq}",
                    "the job {vs:last} {Xq}"]]]
        p.res = ["each {t1} {vs:take}@@ {A}", "{S} {v:spend}@@ {A} {per}", "one {t1} {vs:take} {O}@@ {A}",
                 "the average {vs:be}@@ {A} {per}", "every {t1} {vs:need}@@ {A}"]
        p.tails = ["@@ {A} {per}", "@@ {A} for each one", "@@ {A} on each {t1}", " an average of@@ {A} {per}"]
        p.q = ["How long {vs:do} each {t1} take", "How long {vs:be} that {per}", "How much time {vs:go} into each {t1}"]
        p.lab = ["Time {per}:@@ {A}", "Per {t1}:@@ {A}"]
    else:
        r = rng.randint(lo, hi)
        p.d["R"] = f"{r} minutes"
        p.set_answer(None, r * n, "num", "minutes")
        p.comm = ((str(r), str(r)), (ns, str(n)), "*")
        p.joint = ["each {t1} {vs:take} {O} {R}, and {S} {v:have} {nq} to " + vb,
                   "{S} " + V + " {nq}, each taking {R}", "{S} {v:need} {R} {per} and {v:have} {nq}",
                   "{S} {v:have} {nq} to " + vb + " at {R} each"]
        p.seqs = [[["{S} {v:need} {R} {per}", "one {t1} {vs:take} {O} {R}", "each {t1} {vs:take} {R}"],
                   ["{S} {v:have} {nq} to " + vb, "there {vp:be} {nq}", "{S} {v:book} in {nq}"]],
                  [["{S} {v:have} {nq} to " + vb, "{nq} {vp:be} waiting"],
                   ["each {vs:take} {R}", "each one {vs:need} {R}", "they {vp:take} {R} each"]]]
        p.pre1 = ["at {R} {per}", "with {R} for each {t1}"]
        p.res1 = ["{nq} {vp:take}@@ {A}", "{nq} {vp:need}@@ {A}", "for {nq} {S} {v:need}@@ {A}"]
        p.res = ["{S} {v:need}@@ {A}", "the job {vs:take}@@ {A}", "the work {vs:take}@@ {A} in all",
                 "{S} {v:spend}@@ {A}",
                 "it {vs:take} {O}@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} of work"]
        p.q = ["How long {vs:do} the job take", "How many minutes {vs:be} that"]
        p.lab = ["Total time:@@ {A}", "Time needed:@@ {A}"]
    return p


PAIRS = [  # category, unit, adjective, comparative, big things, small things, big lo/hi, small lo/hi
    ("height", "meters", "tall", "taller", ["the tower", "the oak", "the office block", "the lighthouse",
                                            "the church spire"],
     ["the house", "the shed", "the fence", "the bus shelter", "the garden wall"], 20, 120, 2, 12),
    ("weight", "kilograms", "heavy", "heavier", ["the elephant", "the car", "the boat", "the van"],
     ["the dog", "the suitcase", "the bike", "the armchair"], 800, 6000, 8, 60),
    ("price", "$", "expensive", "more expensive", ["the new laptop", "the sofa", "the bike", "the camera", "the coat"],
     ["the phone case", "the cushion", "the lamp", "the mug", "the hat"], 9000, 200000, 300, 5000),
    ("population", "people", "big", "bigger", ["the city", "the capital", "the port town"],
     ["the village", "the hamlet", "the island"], 20000, 900000, 40, 3000),
    ("length", "km", "long", "longer", ["the river", "the motorway", "the coastline", "the canal"],
     ["the lane", "the footpath", "the bridge", "the tunnel"], 40, 900, 1, 12),
    ("age", "years", "old", "older", ["the castle", "the oak tree", "the church", "the stone bridge"],
     ["the school", "the library", "the playground", "the station"], 100, 900, 3, 60),
]


def s_ratio(rng):
    """How many times as big (a / b)."""
    cat, unit, adj, comp, bigs, smalls, blo, bhi, slo, shi = rng.choice(PAIRS)
    p = Prob(rng, "div", None, dom="town")
    p.lead_s = False
    p.adv = False
    a_, b_ = rng.choice(bigs), rng.choice(smalls)
    b = rng.randint(slo, shi)
    if rng.random() < 0.5:
        klo, khi = -(-blo // b), bhi // b
        if klo > khi:
            raise ValueError
        a = b * rng.randint(klo, khi)
    else:
        a = rng.randint(blo, bhi)
    if unit == "$":
        As, Bs, An, Bn = M(a), M(b), Mn(a), Mn(b)
    else:
        As, Bs, An, Bn = f"{a} {unit}", f"{b} {unit}", str(a), str(b)
        if unit == "years":
            As, Bs = f"{a} years old", f"{b} years old"
    p.d.update(a=a_, b=b_, As=As, Bs=Bs, adj=adj, cat=cat, comp=comp)
    p.set_answer(f"{An} / {Bn}", Fraction(a, b), "num", "times")
    verb = {"height": "{vs:be}", "weight": "{vs:weigh}", "price": "{vs:cost}", "population": "{vs:have}",
            "length": "{vs:be}", "age": "{vs:be}"}[cat]
    p.d["verb"] = p.r(verb)
    p.d["tl"] = {"height": " tall", "length": " long"}.get(cat, "")
    pre = {"population": "a population of ", "price": "a price of "}.get(cat, "")
    p.joint = ["{a} {verb} {As}{tl} and {b} {verb} {Bs}{tl}", "{a} {verb} {As}{tl}, while {b} {verb} only {Bs}{tl}",
               "{b} {verb} {Bs}{tl}, but {a} {verb} {As}{tl}",
               "with " + pre + "{As}, {a} {vs:dwarf} {b}, at " + pre + "{Bs}" if cat != "age" else
               "{a} {vs:be} {As}, and {b} {vs:be} {Bs}"]
    p.seqs = [[["{a} {verb} {As}{tl}", "the " + cat + " of {a} {vs:be} {As}"], ["{b} {verb} {Bs}{tl}",
                                                                                "{b} {verb} just {Bs}{tl}"]]]
    p.res = ["{a} {vs:be}@@ {A} as {adj} as {b}", "{a} {vs:come} in at@@ {A} the " + cat + " of {b}",
             "{a} {vs:have}@@ {A} the " + cat + " of {b}", "{a} {vs:be} {comp} by a factor of@@ {ans}",
             "{a} {vs:be}@@ {A} as {adj}"]
    p.tails = ["@@ {A} as {adj}", "@@ {A} as much", "@@ {A} the " + cat, " a ratio of@@ {ans}", " a factor of@@ {ans}"]
    p.preds = [("be", ""), ("make", " it"), ("come", " to"), ("work", " out to")]
    p.q = ["How many times as {adj} as {b} {vs:be} {a}", "What {vs:be} the ratio of the two"]
    p.lab = ["Ratio:@@ {ans}", "Times as {adj}:@@ {ans}"]
    return p


FRACS = [("tickets", "{x} {vp:be} sold online"), ("students", "{x} walk to school"), ("visitors",
                                                                                      "{x} {vp:come} by bus"),
         ("trees", "{x} {vp:be} oaks"), ("emails", "{x} {vp:get} an answer the same day"), ("apples",
                                                                                            "{x} {vp:be} red"),
         ("houses", "{x} {vp:have} a garden"), ("votes", "{x} {vp:go} to the new plan"), ("seeds", "{x} {vp:sprout}"),
         ("games", "the team {vs:win} {x}"), ("shots", "{x} {vp:go} in"), ("members", "{x} {vp:attend} the meeting"),
         ("patients", "{x} {vp:recover} within a week"), ("parcels", "{x} {vp:arrive} on time"),
         ("questions", "{S} {v:get} {x} right"), ("flights", "{x} {vp:leave} on time")]


def s_fraction(rng):
    """x of y -> the share as a decimal (x / y)."""
    thing, clause = rng.choice(FRACS)
    p = Prob(rng, "div", subject(rng, org=True), dom=rng.choice(["town", "school", "biz", "club"]))
    y = rng.choice([rng.randint(10, 100), rng.randint(100, 2000), rng.randint(20, 400)])
    x = rng.randint(2, y - 2)
    p.d.update(y=str(y), x=str(x), thing=thing)
    cl = clause.replace("{x}", "{x} of the {y} {thing}" if "{x}" == clause[:3] else "{x} of the {y} {thing}")
    cl2 = clause.replace("{x}", "{x}")
    p.d["cl2"] = ""
    p.set_answer(f"{x} / {y}", Fraction(x, y), "num")
    p.joint = [cl, "of the {y} {thing}, " + cl2, "out of {y} {thing}, " + cl2, "in a group of {y} {thing}, " + cl2,
               "{S} {v:count} {y} {thing}, and " + cl2.replace("{x}", "{x} of them")]
    p.seqs = [[["there {vp:be} {y} {thing}", "{S} {v:count} {y} {thing}", "the total {vs:be} {y} {thing}"],
               [cl2.replace("{x}", "{x} of them") if cl2.startswith("{x}") else cl2, cl2]]]
    p.res = ["the share {vs:be}@@ {ans}", "the fraction {vs:be}@@ {ans}", "the proportion {vs:come} to@@ {ans}",
             "as a decimal, the share {vs:be}@@ {ans}"]
    p.tails = [" a share of@@ {ans}", " a fraction of@@ {ans}", " a proportion of@@ {ans}", "@@ {ans} as a fraction",
               "@@ {ans} of the total", "@@ {ans} of them"]
    p.preds = [("be", ""), ("give", ""), ("come", " to"), ("work", " out to"), ("make", "")]
    p.q = ["What share {vs:be} that", "What fraction {vs:be} that", "What {vs:be} the proportion"]
    p.lab = ["Share:@@ {ans}", "Fraction:@@ {ans}", "Proportion:@@ {ans}"]
    p.since = True
    return p


AREAS = [("garden", 3, 40), ("room", 2, 9), ("field", 20, 400), ("yard", 4, 30), ("hall", 8, 50), ("pool", 5, 50),
         ("parking lot", 15, 120), ("classroom", 5, 12), ("patio", 2, 8), ("kitchen floor", 2, 7), ("lawn", 4, 40),
         ("vegetable bed", 1, 6), ("wall", 2, 10), ("rug", 1, 4), ("stage", 4, 20), ("barn floor", 8, 40),
         ("tennis court", 10, 24), ("balcony", 1, 5), ("roof", 5, 20), ("playground", 10, 60)]


def s_area(rng, mode):
    """Length times width -> area (mul), or area over width -> length (div)."""
    what, lo, hi = rng.choice(AREAS)
    feet = rng.random() < 0.2
    u, u1, su = ("feet", "foot", "square feet") if feet else ("meters", "meter", "square meters")
    if not feet and rng.random() < 0.3:
        u, u1, su = "m", "m", rng.choice(["square meters", "m2", "sq m"])
    if feet:
        lo, hi = lo * 3, hi * 3
    p = Prob(rng, mode, subject(rng, org=True), dom=rng.choice(["build", "home", "garden"]))
    p.adv = False
    L = dec(rng, lo, hi, 1, int_p=0.6)
    W = dec(rng, max(Fraction(1, 2), Fraction(lo) / 2), max(lo + 1, hi * 0.8), 1, int_p=0.6)
    if W > L:
        L, W = W, L
    if L == W or W == 1:
        raise ValueError
    Ls, Ws = num(L), num(W)
    p.d.update(what=what, u=u, u1=u1, su=su, Lq=f"{Ls} {plural(L, u1, u) if u != 'm' else 'm'}",
               Wq=f"{Ws} {plural(W, u1, u) if u != 'm' else 'm'}")
    if mode == "mul":
        p.set_answer(None, L * W, "num", su)
        p.comm = ((p.d["Lq"], Ls), (p.d["Wq"], Ws), "*")
        p.joint = ["the {what} {vs:be} {Lq} long and {Wq} wide", "the {what} {vs:measure} {Lq} by {Wq}",
                   "{S} {v:measure} the {what}: {Lq} by {Wq}", "{S} {v:measure} the {what} at {Lq} by {Wq}",
                   "the {what} {vs:be} {Wq} wide and {Lq} long",
                   "the {what} {vs:have} a length of {Lq} and a width of {Wq}",
                   "{S} {v:have} a {what} of {Lq} by {Wq}", "the {what}, {Lq} by {Wq}, {vs:need} a new surface"]
        p.seqs = [[["the {what} {vs:be} {Lq} long", "the long side of the {what} {vs:be} {Lq}",
                    "{S} {v:measure} {Lq} along the {what}"],
                   ["it {vs:be} {Wq} wide", "the short side {vs:be} {Wq}", "the width {vs:be} {Wq}",
                    "across, it {vs:be} {Wq}"]],
                  [["the {what} {vs:be} {Wq} wide", "the width of the {what} {vs:be} {Wq}"],
                   ["its length {vs:be} {Lq}", "it {vs:run} {Lq} from end to end", "it {vs:be} {Lq} long"]]]
        p.pre = ["at {Lq} by {Wq}", "measuring {Lq} by {Wq}", "with sides of {Lq} and {Wq}"]
        p.res = ["the {what} {vs:cover}@@ {A}", "the area {vs:be}@@ {A}", "its area {vs:be}@@ {A}",
                 "the {what} {vs:take} up@@ {A}", "{S} {v:have}@@ {A} to work with", "{S} {v:need} enough for@@ {A}"]
        p.tails = ["@@ {A}", " an area of@@ {A}", "@@ {A} in all", " a surface of@@ {A}", "@@ {A} of space"]
        p.q = ["What {vs:be} the area", "How big {vs:be} the {what}", "What area {vs:do} it cover"]
        p.lab = ["Area:@@ {A}", "Floor area:@@ {A}" if "floor" in what or what in ("room", "hall", "classroom") else
                 "Total area:@@ {A}", "Size:@@ {A}"]
    else:
        Ar = L * W
        As = num(Ar)
        p.d["Aq"] = f"{As} {su}"
        p.set_answer(f"{As} / {Ws}", L, "num", u if u == "m" else (u1, u))
        p.joint = ["the {what} {vs:cover} {Aq} and {vs:be} {Wq} wide", "a {what} of {Aq} {vs:be} {Wq} wide",
                   "the {what} {vs:be} {Wq} wide, with an area of {Aq}",
                   "{S} {v:want} a {what} of {Aq} that {vs:be} {Wq} wide"]
        p.seqs = [[["the {what} {vs:cover} {Aq}", "the area of the {what} {vs:be} {Aq}"],
                   ["it {vs:be} {Wq} wide", "the width {vs:be} {Wq}"]]]
        p.res = ["it {vs:be}@@ {A} long", "the {what} {vs:be}@@ {A} long", "its length {vs:be}@@ {A}",
                 "the long side {vs:be}@@ {A}"]
        p.tails = ["@@ {A} long", " a length of@@ {A}", "@@ {A} from end to end"]
        p.preds = [("be", ""), ("give", ""), ("mean", ""), ("make", " it")]
        p.q = ["How long {vs:be} the {what}", "What {vs:be} its length"]
        p.lab = ["Length:@@ {A}"]
        p.since = True
    return p


PIECES = [("rope", "piece", "pieces", "meters", 2, 40), ("ribbon", "piece", "pieces", "meters", 1, 12),
          ("plank", "piece", "pieces", "meters", 1, 6), ("cable", "length", "lengths", "meters", 5, 100),
          ("fabric", "strip", "strips", "meters", 1, 10), ("pipe", "section", "sections", "meters", 2, 30),
          ("cake", "slice", "slices", "grams", 400, 2500), ("cheese", "piece", "pieces", "grams", 200, 3000),
          ("race", "leg", "legs", "km", 4, 100), ("trail", "stage", "stages", "km", 10, 300),
          ("film", "part", "parts", "minutes", 60, 240), ("lesson", "block", "blocks", "minutes", 30, 180)]


def s_pieces(rng, mode):
    """A length cut into equal pieces (div) or pieces of a length (mul)."""
    whole, pc1, pcs, unit, lo, hi = rng.choice(PIECES if mode == "div" else PIECES[:6])
    p = Prob(rng, mode, subject(rng), dom=rng.choice(["build", "home", "cook", "sport"]))
    X = dec(rng, lo, hi, 1 if unit in ("meters", "km") else 0, int_p=0.5)
    least = {"meters": Fraction(1, 4), "grams": 40, "km": 1, "minutes": 10}[unit]
    n = rng.randint(2, max(2, min(16, int(X / least))))
    nq = p.cnt(n, pc1, pcs, word_p=0.15)
    ns = p.words[-1][0] if p.words else str(n)
    p.d.update(whole=whole, pc1=pc1, pcs=pcs, unit=unit, nq=nq)
    if mode == "div":
        Xs = num(X)
        p.d["Xq"] = f"{Xs} {unit}"
        p.set_answer(f"{Xs} / {n}", X / n, "num", unit)
        cut = {"race": "is split into", "trail": "is split into", "film": "is split into",
               "lesson": "is split into"}.get(whole)
        if cut:
            p.joint = ["the {whole}, {Xq} long, {vs:be} split into {nq} of equal length",
                       "the {whole}, {Xq} in all, {vs:have} {nq} of the same length",
                       "the organizers {vp:divide} the {whole}, all {Xq} of it, into {nq} of equal length"]
            p.seqs = [[["the {whole} {vs:be} {Xq} long", "the whole {whole} {vs:be} {Xq}"],
                       ["it {vs:be} split into {nq} of equal length", "it {vs:have} {nq}, all the same length"]]]
            p.res = ["each {pc1} {vs:be}@@ {A}",
                     "every {pc1} {vs:last}@@ {A}" if unit == "minutes" else "every {pc1} {vs:cover}@@ {A}",
                     "one {pc1} {vs:come} to@@ {A}"]
        else:
            p.joint = ["{S} {v:cut} {Xq} of {whole} into {nq} of the same size",
                       "{S} {v:divide} {Xq} of {whole} into {nq}",
                       "{Xq} of {whole} {vs:be} cut into {nq}", "{S} {v:split} {Xq} of {whole} into {nq} of equal size",
                       "{S} {v:share} {Xq} of {whole} out as {nq}"]
            p.seqs = [[["{S} {v:have} {Xq} of {whole}", "the {whole} {vs:be} {Xq}" if unit == "grams" else
                        "the {whole} {vs:be} {Xq} long", "{S} {v:buy} {Xq} of {whole}"],
                       ["{S} {v:cut} it into {nq} of the same size", "it {vs:be} cut into {nq}",
                        "{S} {v:need} {nq} from it"]]]
            p.res = ["each {pc1} {vs:be}@@ {A}",
                     "each {pc1} {vs:measure}@@ {A}" if unit != "grams" else "each {pc1} {vs:weigh}@@ {A}",
                     "one {pc1} {vs:come} to@@ {A}", "the {pcs} {vp:be}@@ {A} each"]
        p.tails = ["@@ {A} each", "@@ {A} per {pc1}", "@@ {A} for each {pc1}", "@@ {A} a {pc1}"]
        p.q = ["How long {vs:be} each {pc1}" if unit != "grams" else "How heavy {vs:be} each {pc1}",
               "What {vs:be} the size of one {pc1}"]
        p.lab = ["Each {pc1}:@@ {A}", "Per {pc1}:@@ {A}"]
    else:
        r = dec(rng, max(Fraction(1, 2), Fraction(lo, n)), max(lo, hi / n), 1 if unit in ("meters", "km") else 0,
                int_p=0.5)
        rs = num(r)
        p.d["R"] = f"{rs} {unit}"
        p.set_answer(None, r * n, "num", unit)
        p.comm = ((ns, str(n)), (rs, rs), "*")
        p.joint = ["{S} {v:need} {nq} of {whole}, each {R}", "{S} {v:cut} {nq} of {whole}, each {R}",
                   "there {vp:be} {nq} of {R} each", "{nq} of {R} {vp:make} up the {whole}"]
        p.seqs = [[["{S} {v:need} {nq}", "there {vp:be} {nq}", "the {whole} {vs:have} {nq}"],
                   ["each {vs:be} {R}", "each {pc1} {vs:be} {R}", "they {vp:be} {R} each"]]]
        p.res = ["{S} {v:need}@@ {A} of {whole}", "the {whole} {vs:come} to@@ {A}", "the total {vs:be}@@ {A}",
                 "the {pcs} {vp:add} up to@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} in all"]
        p.q = ["How much {whole} {vs:be} that in all", "What {vs:be} the total"]
        p.lab = ["Total:@@ {A}", "Total {whole}:@@ {A}"]
    return p


# ================================================================== sums and differences

def _join_list(items, rng):
    if len(items) == 2:
        return f"{items[0]} and {items[1]}"
    sep = ", and " if rng.random() < 0.25 else " and "
    return ", ".join(items[:-1]) + sep + items[-1]


SPEND_ON = ["groceries", "a book", "lunch", "bus fare", "a haircut", "flowers", "a phone charger", "coffee", "stamps",
            "a birthday card", "cinema tickets", "a plant", "new socks", "a gift", "batteries", "a magazine",
            "a sandwich", "parking", "paint", "a train ticket", "school supplies", "a pizza", "dog food", "fruit"]
TASKS = ["homework", "piano practice", "reading", "tidying up", "washing up", "emails", "the garden", "cooking",
         "a run",
         "the laundry", "a phone call", "the shopping"]
ORDINAL_DAYS = ["on the first day", "on the second day", "on the third day", "on the fourth day", "on the last day"]
HALVES = [["in the first half", "in the second half"], ["in the first game", "in the second game", "in the third game",
                                                         "in the fourth game"],
          ["in round one", "in round two", "in round three", "in round four"],
          ["in the first quarter", "in the second quarter", "in the third quarter", "in the fourth quarter"]]
FIELDS = ["from the north field", "from the south field", "from the orchard", "from the top field",
          "from the river field"]
CROWD = ["adults", "children", "seniors", "students", "teachers", "parents"]
TEAMS = ["the team", "our team", "the home side", "the visitors", "the school team"]


def _days(rng, k):
    if rng.random() < 0.5:
        d = sorted(rng.sample(range(7), k))
        return ["on " + WEEKDAYS[i] for i in d]
    return ORDINAL_DAYS[:k - 1] + [ORDINAL_DAYS[-1]] if rng.random() < 0.5 else ORDINAL_DAYS[:k]


def s_sum(rng):
    """k listed parts -> their total (a + b [+ c [+ d]])."""
    dom = rng.choice(["spend", "spend", "dist", "points", "rain", "visitors", "parcels", "tasks", "donations", "marks",
                      "crowd", "harvest", "boards", "pages"])
    k = rng.choice([2, 2, 3, 3, 3, 4])
    money_ = dom in ("spend", "donations")
    p = Prob(rng, "add", None, dom={"spend": "shop", "dist": "travel", "points": "sport", "rain": "weather",
                                    "visitors": "town", "parcels": "biz", "tasks": "home", "donations": "club",
                                    "marks": "school", "crowd": "club", "harvest": "farm", "boards": "build",
                                    "pages": "school"}[dom])
    unit = ""
    if money_:
        vals = [money(rng, 150, 6000) for _ in range(k)]
        sv = [M(v) for v in vals]
        en = [Mn(v) for v in vals]
        total = Fraction(sum(vals), 100)
    else:
        lo, hi, places, unit = {"dist": (2, 60, 1, rng.choice(["km", "miles", "kilometers"])),
                                "points": (3, 90, 0, rng.choice(["points", "goals", "runs"])),
                                "rain": (0.2, 40, 1, rng.choice(["mm", "millimeters"])),
                                "visitors": (20, 3000, 0, "visitors"), "parcels": (0.2, 25, 2, "kg"),
                                "tasks": (5, 90, 0, "minutes"), "marks": (10, 100, 0, rng.choice(["marks", "points"])),
                                "crowd": (3, 400, 0, ""), "harvest": (50, 5000, 0, "kg"),
                                "boards": (0.3, 4, 2, "m"), "pages": (5, 120, 0, "pages")}[dom]
        if dom == "points" and unit == "goals":
            hi = 6
        vals = [dec(rng, lo, hi, places, int_p=0.5) for _ in range(k)]
        sv = [num(v) for v in vals]
        en = sv
        total = sum(vals)
    p.set_answer(" + ".join(en), total, "money" if money_ else "num",
                 unit if unit else ("people" if dom == "crowd" else ""))
    uu = (" " + unit) if unit else ""

    def listing(labels, fmt_part, unit_every=True):
        parts = []
        for i, (v, l) in enumerate(zip(sv, labels)):
            u = uu if (unit_every or i == 0) else ""
            parts.append(fmt_part.format(v=v + u, l=l))
        return _join_list(parts, rng)

    ue = rng.random() < 0.6
    if dom == "spend":
        p.subj = subject(rng)
        labels = rng.sample(SPEND_ON, k)
        p.d["parts"] = listing(labels, "{v} on {l}")
        p.d["parts2"] = listing(labels, "{v} for {l}")
        p.joint = ["{S} {v:spend} {parts}", "{S} {v:pay} {parts2}", "at the shops, {S} {v:spend} {parts}",
                   "{Poss} receipts {vp:show} {parts}"]
        first = ["{S} {v:spend} {v} on {l}", "{S} {v:pay} {v} for {l}", "{l} {vs:cost} {O} {v}",
                 "first, {S} {v:buy} {l} for {v}"]
        nxt = ["{l} {vs:cost} {v}", "then {S} {v:pay} {v} for {l}", "{S} also {v:spend} {v} on {l}",
               "{v} {vs:go} on {l}",
               "after that, {l} {vs:cost} {O} {v}"]
        p.res = ["{S} {v:spend}@@ {A} in total", "{S} {v:spend}@@ {A} altogether", "the shopping {vs:come} to@@ {A}",
                 "the total {vs:be}@@ {A}", "{Poss} spending {vs:come} to@@ {A}", "{S} {v:be} out of pocket by@@ {A}"]
        p.q = ["How much {v:do} {S} spend altogether", "What {vs:be} the total", "How much {vs:be} that in all"]
        p.lab = ["Total spent:@@ {A}", "Total:@@ {A}", "Spent:@@ {A}"]
    elif dom == "dist":
        p.subj = subject(rng)
        vb = rng.choice(["walk", "cycle", "run", "drive", "hike", "row", "ride"])
        labels = _days(rng, k)
        V = "{v:" + vb + "}"
        p.d["parts"] = listing(labels, "{v} {l}", ue)
        p.joint = ["{S} " + V + " {parts}", "over the trip, {S} " + V + " {parts}", "{Poss} log {vs:show} {parts}"]
        first = ["{S} " + V + " {v} {l}", "{l}, {S} " + V + " {v}", "{S} {v:cover} {v} {l}"]
        nxt = ["{l}, {S} " + V + " {v}", "{S} " + V + " another {v} {l}", "{S} {v:add} {v} {l}",
               "{l} {S} {v:manage} {v}"]
        p.res = ["{S} {v:cover}@@ {A} in all", "the total distance {vs:be}@@ {A}", "{S} " + V + "@@ {A} altogether",
                 "the whole trip {vs:come} to@@ {A}", "{Poss} total {vs:be}@@ {A}"]
        p.q = ["How far {v:do} {S} go in total", "What {vs:be} the total distance", "How far {vs:be} that altogether"]
        p.lab = ["Total distance:@@ {A}", "Distance:@@ {A}", "Total:@@ {A}"]
    elif dom == "points":
        p.subj = Subj(rng.choice(TEAMS + ["the " + rng.choice(["Lions", "Tigers", "Hawks", "Rovers", "Comets"])]),
                      "pl" if rng.random() < 0.3 else "it", "org")
        if p.subj.pron == "it" and p.subj.name.split()[-1][0].isupper():
            p.subj = Subj(p.subj.name, "pl", "org")
        labels = [l for l in rng.choice(HALVES) if True]
        k = min(k, len(labels))
        labels = labels[:k]
        if k < len(sv):
            sv, en, vals = sv[:k], en[:k], vals[:k]
            p.set_answer(" + ".join(en), sum(vals), "num", unit)
        p.d["parts"] = listing(labels, "{v} {l}", ue)
        p.joint = ["{S} {v:score} {parts}", "{S} {v:put} up {parts}", "the scoreboard {vs:show} {parts} for {O}"]
        first = ["{S} {v:score} {v} {l}", "{l}, {S} {v:get} {v}", "{S} {v:put} up {v} {l}"]
        nxt = ["{l}, {S} {v:add} {v}", "{S} {v:score} {v} {l}", "{l} {S} {v:get} another {v}",
               "{S} {v:add} {v} more {l}"]
        p.res = ["{S} {v:score}@@ {A} in total", "{Poss} total {vs:be}@@ {A}", "{S} {v:finish} with@@ {A}",
                 "the final score for {O} {vs:be}@@ {A}", "{S} {v:end} the match on@@ {A}"]
        p.q = ["How many {unit} {v:do} {S} score in all", "What {vs:be} the total"]
        p.lab = ["Final score:@@ {A}", "Total:@@ {A}"]
        p.d["unit"] = unit
    elif dom == "rain":
        p.lead_s = False
        labels = _days(rng, k)
        p.d["parts"] = listing(labels, "{v} {l}", ue)
        p.joint = ["the gauge {vs:record} {parts}", "the rain gauge {vs:show} {parts}",
                   "the weather station {vs:log} {parts}"]
        first = ["{v} of rain {vs:fall} {l}", "the gauge {vs:show} {v} {l}", "{l}, {v} of rain {vs:fall}"]
        nxt = ["{l}, {v} {vs:fall}", "another {v} {vs:come} down {l}", "{l}, another {v} {vs:fall}",
               "{v} {vs:fall} {l}"]
        p.res = ["the total {vs:be}@@ {A}", "the gauge {vs:hold}@@ {A} in all", "the total rainfall {vs:come} to@@ {A}",
                 "the week {vs:bring}@@ {A} of rain"]
        p.q = ["How much rain {vs:fall} in total", "What {vs:be} the total rainfall"]
        p.lab = ["Total rainfall:@@ {A}", "Total:@@ {A}"]
        p.adv = False
    elif dom == "visitors":
        p.subj = Subj(rng.choice(["the museum", "the zoo", "the library", "the gallery", "the fair", "the pool",
                                  "the park"]),
                      "it", "org")
        labels = _days(rng, k)
        p.d["parts"] = listing(labels, "{v} {l}", ue)
        p.joint = ["{S} {v:have} {parts}", "{S} {v:welcome} {parts}", "{S} {v:count} {parts}"]
        first = ["{S} {v:have} {v} {l}", "{l}, {v} {vp:come} to {O}", "{S} {v:welcome} {v} {l}"]
        nxt = ["{l}, {v} {vp:come}", "{S} {v:have} {v} {l}", "{l}, another {v} {vp:arrive}", "{v} {vp:come} {l}"]
        p.res = ["{S} {v:welcome}@@ {A} in all", "{S} {v:have}@@ {A} altogether", "the total {vs:be}@@ {A}",
                 "attendance {vs:reach}@@ {A}"]
        p.q = ["How many visitors {vp:come} in total", "What {vs:be} the total"]
        p.lab = ["Visitors:@@ {A}", "Total visitors:@@ {A}"]
    elif dom == "parcels":
        p.subj = subject(rng, org=True)
        p.d["parts"] = _join_list([v + uu for v in sv], rng)
        p.d["kw"] = NUMW[k]
        p.joint = ["the {kw} parcels {vp:weigh} {parts}", "{S} {v:post} parcels of {parts}",
                   "{S} {v:pack} {kw} boxes weighing {parts}", "the bags {vp:weigh} {parts}"]
        first = ["the first parcel {vs:weigh} {v}", "{S} {v:post} a parcel of {v}", "one box {vs:weigh} {v}"]
        nxt = ["the next {vs:weigh} {v}", "another {vs:weigh} {v}", "one more {vs:come} to {v}",
               "{S} {v:add} one of {v}"]
        labels = [""] * k
        p.res = ["together they {vp:weigh}@@ {A}", "the total weight {vs:be}@@ {A}", "the load {vs:come} to@@ {A}",
                 "the scale {vs:show}@@ {A} for all of them"]
        p.q = ["How much {vp:do} they weigh together", "What {vs:be} the total weight"]
        p.lab = ["Total weight:@@ {A}", "Weight:@@ {A}"]
    elif dom == "tasks":
        p.subj = subject(rng)
        labels = rng.sample(TASKS, k)
        p.d["parts"] = listing(labels, "{v} on {l}")
        p.joint = ["{S} {v:spend} {parts}", "{Poss} diary {vs:show} {parts}"]
        first = ["{S} {v:spend} {v} on {l}", "{l} {vs:take} {O} {v}", "{l} {vs:take} {v}"]
        nxt = ["{l} {vs:take} {v}", "then {S} {v:spend} {v} on {l}", "{S} {v:give} {l} {v}", "{l} {vs:need} {v}"]
        p.res = ["{S} {v:spend}@@ {A} in all", "the tasks {vp:take}@@ {A}", "altogether {S} {v:be} busy for@@ {A}",
                 "the total {vs:be}@@ {A}"]
        p.q = ["How long {v:do} {S} spend in total", "How many minutes {vs:be} that"]
        p.lab = ["Total time:@@ {A}", "Time spent:@@ {A}"]
    elif dom == "donations":
        names = rng.sample(FEMALE + MALE, k)
        labels = names
        p.d["parts"] = _join_list([f"{n} {v}" if i else f"{n} gave {v}" for i, (n, v) in enumerate(zip(names, sv))],
                                  rng)
        p.tense = "past"
        p.joint = ["for the fundraiser, {parts}", "{parts} to the collection", "toward the new roof, {parts}"]
        first = ["{l} {vs:give} {v}", "{l} {vs:donate} {v}", "{l} {vs:put} in {v}"]
        nxt = ["{l} {vs:give} {v}", "{l} {vs:add} {v}", "{l} {vs:chip} in {v}", "{l} {vs:put} in {v}"]
        p.res = ["the collection {vs:come} to@@ {A}", "together they {vp:give}@@ {A}", "the fund {vs:raise}@@ {A}",
                 "the total {vs:be}@@ {A}", "the box {vs:hold}@@ {A}"]
        p.q = ["How much {vp:do} they give in all", "How much {vs:be} collected"]
        p.lab = ["Collected:@@ {A}", "Total raised:@@ {A}"]
    elif dom == "marks":
        p.subj = subject(rng, plural=False)
        labels = ["on the first paper", "on the second paper", "on the third paper", "on the last paper"]
        labels = labels[:k - 1] + [labels[-1]]
        p.d["parts"] = listing(labels, "{v} {l}", ue)
        p.joint = ["{S} {v:get} {parts}", "{S} {v:score} {parts}", "{Poss} results {vp:be} {parts}"]
        first = ["{S} {v:get} {v} {l}", "{l}, {S} {v:score} {v}", "{S} {v:earn} {v} {l}"]
        nxt = ["{l}, {S} {v:get} {v}", "{S} {v:score} {v} {l}", "{S} {v:earn} another {v} {l}"]
        p.res = ["{Poss} total {vs:be}@@ {A}", "{S} {v:get}@@ {A} in all", "{S} {v:finish} with@@ {A}",
                 "the overall score {vs:be}@@ {A}"]
        p.q = ["What {vs:be} {Poss} total", "How many {unit} {v:do} {S} get in all"]
        p.lab = ["Total:@@ {A}", "Overall:@@ {A}"]
        p.d["unit"] = unit
    elif dom == "crowd":
        groups = rng.sample(CROWD, k)
        labels = groups
        ev = rng.choice(["the concert", "the school play", "the match", "the open day", "the fair", "the parade"])
        p.d.update(parts=_join_list([f"{v} {g}" for v, g in zip(sv, groups)], rng), ev=ev)
        p.joint = ["{parts} {vp:come} to {ev}", "{ev} {vs:draw} {parts}", "there {vp:be} {parts} at {ev}"]
        first = ["{v} {l} {vp:come} to {ev}", "{ev} {vs:draw} {v} {l}"]
        nxt = ["{v} {l} {vp:come} too", "there {vp:be} also {v} {l}", "{v} {l} {vp:join} them"]
        labels = groups
        p.res = ["{ev} {vs:draw}@@ {A}", "the crowd {vs:number}@@ {A}", "the total {vs:be}@@ {A}",
                 "in all,@@ {A} {vp:come}"]
        p.q = ["How many people {vp:come} in all", "What {vs:be} the total"]
        p.lab = ["Attendance:@@ {A}", "Total:@@ {A}"]
        p.adv = rng.random() < 0.5
    elif dom == "harvest":
        p.subj = subject(rng, org=True)
        labels = rng.sample(FIELDS, k)
        crop = rng.choice(["potatoes", "apples", "wheat", "carrots", "hay", "pears"])
        p.d.update(parts=listing(labels, "{v} {l}", ue), crop=crop)
        p.joint = ["{S} {v:harvest} {parts}", "{S} {v:bring} in {parts}", "the {crop} {vp:come} in: {parts}"]
        first = ["{S} {v:harvest} {v} of {crop} {l}", "{S} {v:bring} in {v} {l}", "{l}, {S} {v:get} {v}"]
        nxt = ["{l}, {S} {v:get} {v}", "another {v} {vp:come} {l}", "{S} {v:add} {v} {l}"]
        p.res = ["the harvest {vs:come} to@@ {A}", "{S} {v:harvest}@@ {A} in all", "the total {vs:be}@@ {A}",
                 "the barn {vs:hold}@@ {A} of {crop}"]
        p.q = ["How much {crop} {vs:be} that in total", "What {vs:be} the total harvest"]
        p.lab = ["Harvest:@@ {A}", "Total:@@ {A}"]
    elif dom == "boards":
        p.subj = subject(rng)
        p.d["parts"] = _join_list([v + uu for v in sv], rng)
        p.d["kw"] = NUMW[k]
        p.joint = ["{S} {v:have} {kw} boards of {parts}", "the {kw} shelves {vp:be} {parts} long",
                   "{S} {v:cut} boards of {parts}", "{S} {v:lay} pipes of {parts} end to end"]
        first = ["the first board {vs:be} {v} long", "{S} {v:cut} one board of {v}", "one shelf {vs:be} {v}"]
        nxt = ["the next {vs:be} {v}", "another {vs:measure} {v}", "{S} {v:add} one of {v}"]
        labels = [""] * k
        p.res = ["end to end, they {vp:measure}@@ {A}", "together they {vp:come} to@@ {A}",
                 "the total length {vs:be}@@ {A}"]
        p.q = ["How long {vp:be} they together", "What {vs:be} the total length"]
        p.lab = ["Total length:@@ {A}", "Length:@@ {A}"]
    else:  # pages
        p.subj = subject(rng, plural=False)
        labels = _days(rng, k)
        p.d["parts"] = listing(labels, "{v} {l}", ue)
        p.joint = ["{S} {v:read} {parts}", "{S} {v:get} through {parts}", "{Poss} reading log {vs:show} {parts}"]
        first = ["{S} {v:read} {v} {l}", "{l}, {S} {v:read} {v}"]
        nxt = ["{l}, {S} {v:read} {v}", "{S} {v:read} another {v} {l}", "{l} {S} {v:manage} {v}", "{S} {v:add} {v} {l}"]
        p.res = ["{S} {v:read}@@ {A} in all", "{S} {v:get} through@@ {A}", "the total {vs:be}@@ {A}",
                 "{S} {v:be}@@ {A} into the book"]
        p.q = ["How many pages {v:do} {S} read", "What {vs:be} the total"]
        p.lab = ["Pages read:@@ {A}", "Total:@@ {A}"]
    # facts, one per part
    facts = []
    for i, (v, l) in enumerate(zip(sv, labels)):
        vv = v + (uu if (ue or i == 0 or dom in ("crowd",)) else "")
        pool = first if i == 0 else nxt
        if dom in ("spend", "tasks") and l.endswith("s") and not l.startswith(("a ", "an ")):
            pool = [t.replace("{l} {vs:", "{l} {vp:") for t in pool]
        facts.append([t.replace("{v}", vv).replace("{l}", l) for t in pool])
    p.seqs = [facts]
    p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} in all", " a total of@@ {A}"]
    if p.subj is None:
        p.lead_s = False
    else:
        p.lead_s = p.subj.kind != "org"
    p.since = k == 2
    return p


CHG = {
    "price": dict(kind="money", lo=300, hi=90000, dec=0, dom="shop",
                  start=["{the} {vs:cost} {a}", "the price of {the} {vs:be} {a}", "{the} {vs:sell} for {a}",
                         "{S} {v:see} {the} priced at {a}"],
                  up=["the price {vs:go} up by {d}", "the shop {vs:add} {d} to the price", "the price {vs:rise} by {d}",
                      "a delivery charge {vs:add} {d}", "the price {vs:climb} another {d}"],
                  down=["the price {vs:drop} by {d}", "the shop {vs:take} {d} off", "a sale {vs:knock} {d} off",
                        "a coupon {vs:save} {d}", "the price {vs:fall} by {d}"],
                  res=["the new price {vs:be}@@ {A}", "{the} {vs:cost}@@ {A} after that",
                       "the price {vs:end} up at@@ {A}",
                       "{S} {v:pay}@@ {A}"], later=["later it {vs:cost} {b}", "now the price {vs:be} {b}",
                                                   "a month later it {vs:sell} for {b}"],
                  q="What {vs:be} the new price", lab="New price"),
    "temp": dict(kind="num", unit="degrees", lo=2, hi=35, dec=1, dom="weather",
                 start=["the temperature {vs:be} {a} at dawn", "at 6 in the morning it {vs:be} {a}",
                        "the thermometer {vs:read} {a} in the morning", "the day {vs:start} at {a}"],
                 up=["it {vs:rise} {d} by noon", "by the afternoon it {vs:climb} {d}",
                     "the sun {vs:warm} things up by {d}",
                     "the temperature {vs:go} up {d}"],
                 down=["it {vs:fall} {d} overnight", "a cold front {vs:bring} it down by {d}",
                       "by evening it {vs:drop} {d}",
                       "the temperature {vs:sink} {d}"],
                 res=["the thermometer {vs:read}@@ {A}", "it {vs:end} up at@@ {A}", "the temperature {vs:reach}@@ {A}",
                      "it {vs:be}@@ {A}"], later=["by noon it {vs:be} {b}", "later the thermometer {vs:read} {b}",
                                                   "in the afternoon it {vs:be} {b}"],
                 q="What {vs:be} the temperature then", lab="Temperature"),
    "members": dict(kind="num", unit="members", lo=12, hi=900, dec=0, dom="club",
                    start=["the club {vs:have} {a}", "{S} {v:run} a choir of {a}", "the society {vs:count} {a}",
                           "the gym {vs:have} {a} on its list"],
                    up=["{d} {vp:join}", "a spring campaign {vs:bring} in another {d}", "{d} {vp:sign} up",
                        "the open day {vs:win} {d}"],
                    down=["{d} {vp:leave}", "{d} {vp:drop} out", "{d} {vp:cancel} their membership",
                          "the club {vs:lose} {d}"],
                    res=["membership {vs:stand} at@@ {A}", "the club {vs:end} up with@@ {A}",
                         "the list {vs:show}@@ {A}",
                         "there {vp:be}@@ {A}"], later=["a year later it {vs:have} {b}", "now there {vp:be} {b}",
                                                       "by summer the count {vs:be} {b}"],
                    q="How many members {vp:be} there now", lab="Members"),
    "bank": dict(kind="money", lo=1000, hi=500000, dec=0, dom="money",
                 start=["{S} {v:have} {a} in the bank", "{Poss} account {vs:hold} {a}", "{Poss} savings {vp:be} {a}",
                        "{S} {v:start} the month with {a}"],
                 up=["{S} {v:deposit} {d}", "{S} {v:add} {d}", "{S} {v:get} a bonus of {d} and {v:put} it in",
                     "{Poss} grandmother {vs:send} {O} {d}", "interest {vs:add} {d}"],
                 down=["{S} {v:withdraw} {d}", "{S} {v:spend} {d}", "a bill for {d} {vs:go} out",
                       "{S} {v:take} out {d}"],
                 res=["{Poss} balance {vs:be}@@ {A}", "{S} {v:have}@@ {A}", "the account {vs:show}@@ {A}",
                      "{S} {v:end} up with@@ {A}"], later=["by the end of the month {S} {v:have} {b}",
                                                          "later the balance {vs:be} {b}",
                                                          "now {Poss} account {vs:show} {b}"],
                 q="What {vs:be} {Poss} balance", lab="Balance"),
    "plant": dict(kind="num", unit="cm", lo=4, hi=180, dec=1, dom="garden",
                  start=["the sunflower {vs:be} {a} tall", "{Poss} tomato plant {vs:measure} {a}",
                         "the sapling {vs:stand} {a} high", "the bean plant {vs:be} {a} tall in May"],
                  up=["it {vs:grow} {d} in a month", "it {vs:gain} {d} over the summer", "a warm week {vs:add} {d}",
                      "it {vs:shoot} up another {d}"],
                  down=["{S} {v:trim} {d} off the top", "the wind {vs:snap} {d} off"],
                  res=["it {vs:be}@@ {A} tall", "it {vs:reach}@@ {A}", "it {vs:measure}@@ {A}",
                       "it {vs:stand}@@ {A} high"],
                  later=["later it {vs:be} {b} tall", "by autumn it {vs:measure} {b}", "now it {vs:stand} {b} high"],
                  q="How tall {vs:be} it", lab="Height"),
    "tank": dict(kind="num", unit="liters", lo=20, hi=5000, dec=1, dom="home",
                 start=["the tank {vs:hold} {a}", "the rain barrel {vs:have} {a} in it",
                        "there {vp:be} {a} in the tank",
                        "the pool {vs:hold} {a}"],
                 up=["{S} {v:pour} in {d}", "the rain {vs:add} {d}", "{S} {v:top} it up with {d}",
                     "the pump {vs:add} {d}"],
                 down=["{d} {vp:be} used", "{d} {vp:leak} out", "{S} {v:draw} off {d}", "the garden {vs:use} {d}"],
                 res=["the tank {vs:hold}@@ {A}", "there {vp:be}@@ {A} in it", "the level {vs:be}@@ {A}",
                      "it {vs:have}@@ {A}"], later=["later it {vs:hold} {b}", "a week later there {vp:be} {b}",
                                                  "now the gauge {vs:show} {b}"],
                 q="How much water {vs:be} in it", lab="Now"),
    "stock": dict(kind="num", unit="", lo=20, hi=3000, dec=0, dom="biz",
                  start=["the shop {vs:have} {a} in stock", "the warehouse {vs:hold} {a}",
                         "{S} {v:have} {a} on the shelves"],
                  up=["a delivery {vs:bring} another {d}", "{S} {v:order} another {d}", "another {d} {vp:arrive}"],
                  down=["{S} {v:sell} {d}", "{d} {vp:go} out the door", "customers {vp:buy} {d}"],
                  res=["{S} {v:have}@@ {A}", "the stock {vs:be}@@ {A}", "there {vp:be}@@ {A}",
                       "the count {vs:be}@@ {A}"],
                  later=["at the end of the week {S} {v:have} {b}", "later the count {vs:be} {b}"],
                  q="How many {vp:be} there now", lab="Stock"),
    "weight": dict(kind="num", unit="kg", lo=3, hi=120, dec=1, dom="home",
                   start=["the dog {vs:weigh} {a}", "the lamb {vs:weigh} {a}", "the calf {vs:weigh} {a}",
                          "the pony {vs:weigh} {a}"],
                   up=["it {vs:put} on {d}", "it {vs:gain} {d}", "it {vs:grow} by {d}"],
                   down=["it {vs:lose} {d}", "it {vs:drop} {d}", "the diet {vs:take} off {d}"],
                   res=["it {vs:weigh}@@ {A}", "the scale {vs:show}@@ {A}", "it {vs:come} in at@@ {A}"],
                   later=["later it {vs:weigh} {b}", "a month later the scale {vs:show} {b}"],
                   q="What {vs:do} it weigh", lab="Weight"),
    "population": dict(kind="num", unit="people", lo=300, hi=900000, dec=0, dom="town",
                       start=["{T} {vs:have} {a}", "the census {vs:count} {a} in {T}", "{T} {vs:be} home to {a}"],
                       up=["the town {vs:grow} by {d}", "{d} {vp:move} in",
                           "new housing {vs:bring} in another {d}"],
                       down=["{d} {vp:move} away", "the town {vs:shrink} by {d}", "it {vs:lose} {d}"],
                       res=["the population {vs:be}@@ {A}", "{T} {vs:have}@@ {A}", "the count {vs:stand} at@@ {A}"],
                       later=["ten years later it {vs:have} {b}", "the next census {vs:find} {b}"],
                       q="What {vs:be} the population", lab="Population"),
}


def s_change(rng, mode):
    """Start value and a change -> new value (add: rise, sub: fall); or start and end -> change (sub)."""
    key = rng.choice(list(CHG))
    c = CHG[key]
    if mode == "down" and key == "plant" and rng.random() < 0.7:
        key, c = "tank", CHG["tank"]
    op = "add" if mode == "up" else "sub"
    subj = subject(rng) if key not in ("stock",) else Subj(rng.choice(["the shop", "the bakery", "the store",
                                                                       "the kiosk"]),
                                                           "it", "org")
    p = Prob(rng, op, subj, dom=c["dom"])
    p.adv = False
    unit = c.get("unit", "")
    item, plo, phi = rng.choice([("the bike", 10000, 90000), ("the sofa", 20000, 150000), ("the coat", 4000, 30000),
                                 ("the camera", 15000, 120000), ("the tent", 5000, 60000), ("the lamp", 1500, 12000),
                                 ("a train ticket", 1500, 15000), ("the watch", 5000, 60000), ("a bag of coffee", 400,
                                                                                               2500),
                                 ("the concert ticket", 3000, 20000)])
    if key == "price":
        c = dict(c, lo=plo, hi=phi)
    p.d.update(the=item, T=town(rng))
    if key == "stock":
        unit = rng.choice(["bags of rice", "tins of paint", "umbrellas", "notebooks", "bottles of water", "pies"])
    if c["kind"] == "money":
        a = money(rng, c["lo"], c["hi"])
        d = money(rng, max(25, a // 50), max(50, a // 3) if mode != "up" else max(50, a // 2))
        sa, sd, na, nd = M(a), M(d), Mn(a), Mn(d)
        A, D = Fraction(a, 100), Fraction(d, 100)
    else:
        a = dec(rng, c["lo"], c["hi"], c["dec"], int_p=0.6)
        d = dec(rng, max(Fraction(1, 2), a / 40), max(1, a * (Fraction(2, 3) if mode != "down" else Fraction(2, 5))),
                c["dec"], int_p=0.6)
        sa, sd = num(a), num(d)
        na, nd = sa, sd
        if unit:
            sa, sd = f"{sa} {unit}", f"{sd} {unit}"
        A, D = a, d
    if mode == "down" and D >= A:
        raise ValueError
    p.d.update(a=sa, d=sd)
    kind = c["kind"]
    if mode in ("up", "down"):
        val = A + D if mode == "up" else A - D
        p.set_answer(f"{na} + {nd}" if mode == "up" else f"{na} - {nd}", val, kind, unit)
        p.seqs = [[c["start"], c["up"] if mode == "up" else c["down"]]]
        p.joint = [st + (", but " if mode == "down" and rng.random() < 0.4 else ", and then ") + ch
                   for st in c["start"] for ch in (c["up"] if mode == "up" else c["down"])]
        p.joint = rng.sample(p.joint, min(6, len(p.joint)))
        p.res = c["res"]
        p.tails = ["@@ {A}", "@@ {A} in the end", "@@ {A} after that", "@@ {A} now", " a new total of@@ {A}"
                   if key in ("members", "stock", "bank", "population") else "@@ {A} at that point"]
        p.preds = [("be", ""), ("leave", " it at"), ("make", " it"), ("bring", " it to"), ("take", " it to")] \
            if mode == "up" else [("be", ""), ("leave", ""), ("leave", " it at"), ("bring", " it down to"), ("take",
                                                                                                             " it to")]
        p.q = [c["q"], "What {vs:be} the figure after that", "Where {vs:do} that leave things"]
        p.lab = [c["lab"] + ":@@ {A}", "New figure:@@ {A}", "After the change:@@ {A}"]
        p.since = False
        if mode == "down":
            p.conn = [x for x in p.conn if x not in ("Altogether,", "In total,")]
    else:  # start and end -> the change
        up = rng.random() < 0.6
        if kind == "money":
            B = A + D if up else A - D
            if B <= 0:
                raise ValueError
            sb, nb = M(int(B * 100)), fmt(B)
        else:
            B = A + D if up else A - D
            if B <= 0:
                raise ValueError
            nb = num(B)
            sb = f"{nb} {unit}" if unit else nb
        p.d["b"] = sb
        p.set_answer(f"{nb} - {na}" if up else f"{na} - {nb}", D, kind, unit)
        p.seqs = [[c["start"], c["later"]]]
        p.joint = [st + rng.choice([", and ", "; "]) + la for st in c["start"] for la in c["later"]]
        p.joint = rng.sample(p.joint, min(5, len(p.joint)))
        if up:
            p.res = ["it {vs:go} up by@@ {A}", "the rise {vs:be}@@ {A}", "the increase {vs:be}@@ {A}",
                     "the gain {vs:be}@@ {A}", "it {vs:climb}@@ {A}"]
            p.tails = [" a rise of@@ {A}", " an increase of@@ {A}", "@@ {A} more than before", " a gain of@@ {A}"]
            p.q = ["How much {vs:do} it go up", "By how much {vs:do} it rise", "What {vs:be} the increase"]
            p.lab = ["Increase:@@ {A}", "Rise:@@ {A}", "Change:@@ {A} up"]
        else:
            p.res = ["it {vs:go} down by@@ {A}", "the drop {vs:be}@@ {A}", "the fall {vs:be}@@ {A}",
                     "it {vs:lose}@@ {A}",
                     "the decrease {vs:be}@@ {A}"]
            p.tails = [" a drop of@@ {A}", " a fall of@@ {A}", "@@ {A} less than before", " a decrease of@@ {A}"]
            p.q = ["How much {vs:do} it go down", "By how much {vs:do} it fall", "What {vs:be} the drop"]
            p.lab = ["Decrease:@@ {A}", "Drop:@@ {A}", "Change:@@ {A} down"]
        p.preds = PRED_SUB_DIFF
        p.conn = [x for x in p.conn if x not in ("Altogether,", "In total,", "After that,")]
        p.since = False
    return p


CMP = [  # entity pool, value kind, unit, lo, hi, decimals, verb, comparative(up), comparative(small), noun
    (["Anna", "Tom", "the coach", "my brother", "the tallest player"], "num", "cm", 95, 205, 0, "{vs:be}", "taller",
     "shorter", "height", " tall"),
    (["the red suitcase", "the blue suitcase", "the big parcel", "the small parcel", "the first sack"], "num", "kg", 2,
     45,
     1, "{vs:weigh}", "heavier", "lighter", "weight", ""),
    (["the corner shop", "the supermarket", "the market stall", "the online store"], "money", "", 150, 9000, 0,
     "{vs:charge}", "more", "less", "price", ""),
    (["Elmford", "Ashbury", "the coast", "the capital", "the mountain town"], "num", "degrees", 2, 38, 1, "{vs:reach}",
     "warmer", "colder", "temperature", ""),
    (["the home team", "the visitors", "Red House", "Blue House", "the juniors"], "num", "points", 20, 160, 0,
     "{vs:score}", "more", "fewer", "score", ""),
    (["the first runner", "the winner", "Leo", "the young rider"], "num", "seconds", 9, 300, 2, "{vs:finish} in",
     "slower",
     "faster", "time", ""),
    (["the river", "the old canal", "the north road", "the coast path"], "num", "km", 3, 900, 1, "{vs:be}", "longer",
     "shorter", "length", " long"),
    (["the city", "the port", "the old town", "the suburb"], "num", "people", 500, 900000, 0, "{vs:have}", "more",
     "fewer", "population", ""),
    (["March", "April", "July", "October", "last month", "this month"], "num", "mm", 3, 300, 1, "{vs:bring}", "more",
     "less", "rainfall", " of rain"),
    (["the old laptop", "the new laptop", "the van", "the camper"], "money", "", 20000, 300000, 0, "{vs:cost}", "more",
     "less", "price", ""),
]


def s_compare(rng):
    """Two values of one quantity -> the difference (bigger - smaller)."""
    pool, kind, unit, lo, hi, dp, verb, cbig, csmall, noun, tl = rng.choice(CMP)
    e1, e2 = rng.sample(pool, 2)
    p = Prob(rng, "sub", None, dom=rng.choice(["town", "sport", "shop", "weather"]))
    p.lead_s = False
    p.adv = rng.random() < 0.3
    if kind == "money":
        x = money(rng, lo, hi)
        y = money(rng, lo, hi)
        if x == y:
            raise ValueError
        sx, sy, nx, ny = M(x), M(y), Mn(x), Mn(y)
        X, Y = Fraction(x, 100), Fraction(y, 100)
    else:
        X = dec(rng, lo, hi, dp, int_p=0.5)
        Y = dec(rng, lo, hi, dp, int_p=0.5) if rng.random() < 0.5 else dec(rng, max(lo, X * Fraction(7, 10)),
                                                                            min(hi, X * Fraction(13, 10)), dp,
                                                                            int_p=0.5)
        if X == Y:
            raise ValueError
        nx, ny = num(X), num(Y)
        sx, sy = (f"{nx} {unit}", f"{ny} {unit}")
    big_first = X > Y
    hi_v, lo_v, hi_n, lo_n = (X, Y, nx, ny) if big_first else (Y, X, ny, nx)
    hi_e, lo_e = (e1, e2) if big_first else (e2, e1)
    p.d.update(e1=e1, e2=e2, x=sx, y=sy, big=hi_e, small=lo_e, cbig=cbig, csmall=csmall, noun=noun, tl=tl)
    for e, key in ((e1, "e1"), (e2, "e2"), (hi_e, "eb"), (lo_e, "es")):
        p.persons[key] = "3p" if e in ("the visitors", "the juniors") else "3s"
    p.d["verb1"] = p.r(verb.replace("{vs:", "{ve1:"))
    p.d["verb2"] = p.r(verb.replace("{vs:", "{ve2:"))
    p.set_answer(f"{hi_n} - {lo_n}", hi_v - lo_v, kind, unit)
    p.joint = ["{e1} {verb1} {x}{tl} and {e2} {verb2} {y}{tl}", "{e1} {verb1} {x}{tl}, while {e2} {verb2} {y}{tl}",
               "{e1} {verb1} {x}{tl}; {e2} {verb2} {y}{tl}",
               "the {noun} for {e1} {vs:be} {x}, and for {e2} it {vs:be} {y}",
               "{e1} {verb1} {x}{tl}, but {e2} {verb2} {y}{tl}"]
    p.seqs = [[["{e1} {verb1} {x}{tl}", "the {noun} of {e1} {vs:be} {x}", "for {e1}, the {noun} {vs:be} {x}"],
               ["{e2} {verb2} {y}{tl}", "{e2} {verb2} {y}{tl} instead", "the {noun} for {e2} {vs:be} {y}"]]]
    p.res = ["{big} {veb:be}@@ {A} {cbig}" + ("" if cbig in ("more", "fewer", "less") else " than {small}"),
             "{small} {ves:be}@@ {A} {csmall}" + ("" if csmall in ("more", "fewer", "less") else " than {big}"),
             "the difference {vs:be}@@ {A}", "the gap {vs:be}@@ {A}", "{big} {veb:come} out ahead by@@ {A}",
             "the two {vp:differ} by@@ {A}"]
    p.tails = [" a difference of@@ {A}", " a gap of@@ {A}", "@@ {A} between them", " a margin of@@ {A}"]
    p.preds = PRED_SUB_DIFF
    p.q = ["What {vs:be} the difference", "How big {vs:be} the gap", "By how much {vp:do} they differ"]
    p.lab = ["Difference:@@ {A}", "Gap:@@ {A}"]
    p.conn = [x for x in p.conn if x not in ("Altogether,", "In total,", "After that,", "Once that is taken off,")]
    p.since = True
    return p


EVENTS_Y = [("the old bridge", "built", "rebuilt"), ("the town hall", "opened", "renovated"),
            ("the library", "founded", "moved"), ("the mill", "built", "closed"), ("the school", "opened", "expanded"),
            ("the railway station", "opened", "closed"), ("the theater", "built", "restored"),
            ("the football club", "founded", "won its first cup"), ("the company", "started", "went public"),
            ("the lighthouse", "lit", "automated"), ("the museum", "founded", "reopened")]


def s_years(rng):
    """Two years -> the years between (y2 - y1)."""
    what, v1, v2 = rng.choice(EVENTS_Y)
    p = Prob(rng, "sub", None, tense="past", dom="town")
    p.lead_s = False
    p.adv = False
    y1 = rng.randint(1650, 1995)
    y2 = rng.randint(y1 + 2, 2023)
    T = town(rng)
    p.d.update(what=what, v1=v1, v2=v2, y1=str(y1), y2=str(y2), T=T)
    p.set_answer(f"{y2} - {y1}", y2 - y1, "num", "years")
    tv2 = v2 if " " not in v2 else v2
    p.joint = ["{what} in {T} was {v1} in {y1} and " + ("was " if " " not in tv2 else "") + "{v2} in {y2}",
               "{what} was {v1} in {y1}; it " + ("was " if " " not in tv2 else "") + "{v2} in {y2}",
               "in {y1} {what} was {v1}, and in {y2} it " + ("was " if " " not in tv2 else "") + "{v2}"]
    p.seqs = [[["{what} was {v1} in {y1}", "{what} in {T} dates from {y1}"],
               ["it " + ("was " if " " not in tv2 else "") + "{v2} in {y2}",
                "in {y2} it " + ("was " if " " not in tv2 else "") + "{v2}"]]]
    p.res = ["the second date came@@ {A} later", "the gap was@@ {A}", "it took@@ {A}",
             "{what} had stood for@@ {A} by then"]
    p.tails = ["@@ {A} later", " a gap of@@ {A}", "@@ {A} apart", " a span of@@ {A}"]
    p.preds = [("be", "")]
    p.q = ["How many years passed in between", "How long was that"]
    p.lab = ["Years between:@@ {A}", "Gap:@@ {A}"]
    p.conn = ["So", "That means", "In other words,", "Counting the years,", "", "Thus,"]
    p.since = False
    return p


def s_paychange(rng):
    """Paying with a note -> change (note - price)."""
    p = Prob(rng, "sub", subject(rng), dom="shop")
    note = rng.choice([500, 1000, 2000, 2000, 5000, 10000])
    price = money(rng, 50, note - 5)
    ch = note - price
    if not money_ok(ch):
        raise ValueError
    item = rng.choice(["book", "lamp", "cake", "shirt", "toy", "plant", "cup", "scarf", "map", "ticket", "pie",
                       "umbrella", "torch", "notebook", "bunch of flowers", "jar of honey", "pizza", "sandwich"])
    p.d.update(P=M(price), N=M(note), item=item, a_item=an(item), Nn=an(M(note)))
    p.set_answer(f"{Mn(note)} - {Mn(price)}", Fraction(ch, 100), "money")
    p.joint = ["{S} {v:pay} for {a_item} costing {P} with {Nn} note",
               "{S} {v:hand} over {Nn} note for {a_item} priced at {P}",
               "{S} {v:buy} {a_item} for {P} and {v:pay} with {N}",
               "the {item} {vs:cost} {P}, and {S} {v:pay} with {Nn} bill",
               "{S} {v:give} the cashier {N} for {a_item} that {vs:cost} {P}"]
    p.seqs = [[["the {item} {vs:cost} {P}", "{S} {v:pick} out {a_item} for {P}", "{a_item} {vs:be} priced at {P}"],
               ["{S} {v:pay} with {Nn} note", "{S} {v:hand} over {N}", "{S} {v:give} the cashier {N}",
                "{S} only {v:have} {Nn} note"]]]
    p.pre = ["paying {N} for {a_item} that {vs:cost} {P}", "with {Nn} note for {a_item} at {P}"]
    p.res = ["{S} {v:get}@@ {A} back", "the change {vs:be}@@ {A}", "{S} {v:receive}@@ {A} in change",
             "the cashier {vs:give} {O}@@ {A} back", "{S} {v:get}@@ {A} in change",
             "{S} {v:walk} away with@@ {A} in change"]
    p.tails = ["@@ {A} in change", "@@ {A} back", "@@ {A} of change"]
    p.preds = [("leave", ""), ("mean", ""), ("give", ""), ("be", "")]
    p.q = ["How much change {v:do} {S} get", "What {vs:be} the change"]
    p.lab = ["Change:@@ {A}", "Change due:@@ {A}"]
    p.conn = SENT_CONN[:12]
    return p


REMAIN = [  # dom, total phrase, used phrase, result phrases, kind, unit, lo, hi, dec
    ("money", ["{S} {v:have} {a}", "{S} {v:start} with {a}", "{Poss} budget {vs:be} {a}",
               "{S} {v:take} {a} to the fair"],
     ["{S} {v:spend} {b}", "{S} {v:use} {b} on food", "{b} {vs:go} on tickets", "the trip {vs:cost} {b}"],
     ["{S} {v:have}@@ {A} left", "{S} still {v:have}@@ {A}", "there {vs:be}@@ {A} left",
      "{S} {v:come} home with@@ {A}"],
     "money", "", 1000, 50000, 0),
    ("school", ["the book {vs:have} {a}", "the novel {vs:run} to {a}", "the report {vs:be} {a} long"],
     ["{S} {v:read} {b}", "{S} {v:be} {b} in", "{S} {v:get} through {b}", "{S} {v:finish} {b}"],
     ["{S} {v:have}@@ {A} to go", "there {vp:be}@@ {A} left",
      "{S} still {v:have}@@ {A} to read", "what {vs:be} left {vs:be}@@ {A}"], "num", "pages", 60, 900, 0),
    ("travel", ["the route {vs:be} {a} long", "the trip to {T} {vs:be} {a}", "{S} {v:plan} a ride of {a}"],
     ["{S} {v:cover} {b}", "{S} {v:do} {b} before lunch", "the first day {vs:take} {O} {b} along it"],
     ["{S} still {v:have}@@ {A} to go", "there {vp:be}@@ {A} left", "the rest {vs:be}@@ {A}"],
     "num", "km", 20, 900, 1),
    ("home", ["the tank {vs:hold} {a} of fuel", "the barrel {vs:have} {a} of water", "the big drum {vs:hold} {a}"],
     ["{S} {v:use} {b}", "{b} {vp:go} on the garden", "{S} {v:pour} out {b}"],
     ["there {vp:be}@@ {A} left", "the tank {vs:have}@@ {A} left", "what {vs:remain} {vs:be}@@ {A}"], "num", "liters",
     5, 400, 1),
    ("cook", ["the bag {vs:hold} {a} of flour", "{S} {v:have} {a} of sugar", "the recipe box {vs:contain} {a} of rice"],
     ["{S} {v:use} {b} for dinner", "the bread {vs:take} {b}", "{S} {v:weigh} out {b}"],
     ["there {vs:be}@@ {A} left", "{S} {v:have}@@ {A} left over", "the bag {vs:have}@@ {A} left"], "num", "grams", 200,
     5000, 0),
    ("sport", ["the match {vs:last} {a}", "the game {vs:run} {a}", "the session {vs:be} {a} long"],
     ["{b} {vp:have} been played", "the clock {vs:show} {b} gone", "{b} {vp:be} over"],
     ["there {vp:be}@@ {A} left", "the players {vp:have}@@ {A} to go",
      "the rest {vs:be}@@ {A}"], "num", "minutes", 30, 120, 0),
    ("club", ["the hall {vs:have} {a} seats", "the bus {vs:have} {a} seats", "the theater {vs:have} {a} seats"],
     ["{b} {vp:be} taken", "{b} {vp:be} booked", "{b} {vp:be} sold"],
     ["there {vp:be}@@ {A} free", "the rest,@@ {A}, {vp:be} free",
      "the number of free seats {vs:be}@@ {A}"], "num", "", 30, 1500, 0),
]


def s_remain(rng):
    """A total and what was used -> what is left (a - b)."""
    dom, tot, used, res, kind, unit, lo, hi, dp = rng.choice(REMAIN)
    p = Prob(rng, "sub", subject(rng), dom=dom)
    if kind == "money":
        a = money(rng, lo, hi)
        b = money(rng, max(50, a // 20), a - 50)
        if not money_ok(a - b):
            raise ValueError
        sa, sb, na, nb = M(a), M(b), Mn(a), Mn(b)
        val = Fraction(a - b, 100)
    else:
        a = dec(rng, lo, hi, dp, int_p=0.6)
        b = dec(rng, max(Fraction(1, 2), a / 20), a * Fraction(19, 20), dp, int_p=0.6)
        na, nb = num(a), num(b)
        sa, sb = (f"{na} {unit}", f"{nb} {unit}") if unit else (na, nb)
        val = a - b
    if val <= 0:
        raise ValueError
    p.d.update(a=sa, b=sb, T=town(rng))
    p.set_answer(f"{na} - {nb}", val, kind, unit)
    p.seqs = [[tot, used]]
    p.joint = [t + rng.choice([", and ", ", but ", " and "]) + u for t in tot for u in used]
    p.res = res
    p.tails = ["@@ {A} left", "@@ {A} remaining", "@@ {A} still to go" if dom in ("school", "travel",
                                                                                  "sport") else "@@ {A} to spare",
               "@@ {A} left over"]
    if dom == "club":
        p.tails = ["@@ {A} free", "@@ {A} still free", "@@ {A} empty seats", "@@ {A} seats left"]
    p.preds = [("leave", ""), ("leave", ""), ("mean", ""), ("be", "")]
    p.q = ["How much {vs:be} left", "What {vs:remain}", "How much {vs:be} still there" if kind != "num" or unit else
           "How many {vp:be} left"]
    p.lab = ["Left:@@ {A}", "Remaining:@@ {A}", "Still to go:@@ {A}" if dom in ("school", "travel",
                                                                                "sport") else "Left over:@@ {A}"]
    p.conn = [x for x in p.conn if x not in ("Altogether,", "In total,", "All told,")]
    p.since = True
    return p


def s_combine(rng):
    """Two people's amounts -> together (a + b)."""
    thing = rng.choice(["stamps", "marbles", "stickers", "coins", "books", "shells", "badges", "postcards", "cards",
                        "toy cars", "comics", "seeds"])
    money_ = rng.random() < 0.3
    p = Prob(rng, "add", None, dom=rng.choice(["home", "club", "school"]))
    p.lead_s = False
    p.adv = False
    n1, n2 = rng.sample(FEMALE + MALE, 2)
    if money_:
        a, b = money(rng, 100, 30000), money(rng, 100, 30000)
        sa, sb, na, nb = M(a), M(b), Mn(a), Mn(b)
        p.set_answer(f"{na} + {nb}", Fraction(a + b, 100), "money")
        p.d.update(what="in savings", what2="saved up")
    else:
        a, b = rng.randint(3, 900), rng.randint(3, 900)
        sa, sb, na, nb = f"{a} {thing}", str(b), str(a), str(b)
        p.set_answer(f"{na} + {nb}", a + b, "num", thing)
        p.d.update(what="", what2="")
    p.d.update(n1=n1, n2=n2, sa=sa, sb=sb, th=thing)
    if money_:
        p.joint = ["{n1} {vs:have} {sa} in savings and {n2} {vs:have} {sb}",
                   "{n1} {vs:save} {sa}, and {n2} {vs:save} {sb}",
                   "{n1} {vs:have} {sa} in the jar, while {n2} {vs:have} {sb}"]
        p.res = ["together they {vp:have}@@ {A}", "between them they {vp:have}@@ {A}",
                 "the two of them {vp:have}@@ {A}"]
    else:
        p.joint = ["{n1} {vs:have} {sa} and {n2} {vs:have} {sb}",
                   "{n1} {vs:collect} {sa}, while {n2} {vs:collect} {sb}",
                   "{n1} {vs:own} {sa}; {n2} {vs:own} {sb}", "{n1} {vs:have} {sa} and {n2} {sb}"]
        p.res = ["together they {vp:have}@@ {A}", "between them they {vp:own}@@ {A}", "the two of them {vp:have}@@ {A}",
                 "their joint collection {vs:be}@@ {A}"]
    p.seqs = [[[p.joint[0].split(" and ")[0]], [p.joint[0].split(" and ")[1]]]]
    p.tails = ["@@ {A}", "@@ {A} together", "@@ {A} between them", "@@ {A} in total", " a total of@@ {A}"]
    p.q = ["How many {th} {vp:do} they have together" if not money_ else "How much {vp:do} they have together",
           "What {vs:be} the total"]
    p.lab = ["Together:@@ {A}", "Total:@@ {A}"]
    return p


# ================================================================== two steps, percentages

AVG = [  # dom, kind, unit, unit1 (per what), lo, hi, dec, joint templates ({L} list, {kq} count phrase), subj kind
    ("school", "num", "points", "test", 35, 100, 0,
     ["{S} {v:score} {L} on {Poss} {kq}", "{Poss} {kq} {vp:come} back at {L}", "on {Poss} {kq}, {S} {v:get} {L}"],
     "person", "tests"),
    ("weather", "num", "degrees", "day", 2, 36, 1,
     ["the highs over {kq} {vp:be} {L}", "over {kq}, the thermometer {vs:read} {L} at noon",
      "the temperatures for the {kq} {vp:be} {L}"], None, "days"),
    ("weather", "num", "mm", "day", 0.5, 40, 1,
     ["over {kq} the gauge {vs:record} {L}", "the rain on those {kq} {vs:come} to {L}"], None, "days"),
    ("sport", "num", "seconds", "run", 10, 80, 2,
     ["{S} {v:run} the lap {kq2} in {L}", "{Poss} times over {kq} {vp:be} {L}", "{S} {v:clock} {L} in {kq}"], "person",
     "runs"),
    ("garden", "num", "cm", "plant", 5, 150, 1,
     ["the {kq} {vp:measure} {L}", "{S} {v:measure} {kq} at {L}"], "person", "plants"),
    ("sport", "num", "goals", "game", 0, 7, 0,
     ["{S} {v:score} {L} in {Poss} {kq}", "in {kq}, {S} {v:get} {L}"], "team", "games"),
    ("shop", "money", "", "shop", 150, 3000, 0,
     ["{kq} {vp:charge} {L} for the same {item}", "the same {item} {vs:cost} {L} in {kq}"], None, "shops"),
    ("home", "num", "hours", "night", 4, 10, 1,
     ["{S} {v:sleep} {L} on {kq}", "over {kq}, {S} {v:get} {L} of sleep"], "person", "nights"),
    ("home", "money", "", "month", 3000, 30000, 0,
     ["the power bills for {kq} {vp:be} {L}", "{Poss} phone bills over {kq} {vp:come} to {L}"], "person", "months"),
    ("sport", "num", "points", "game", 40, 130, 0,
     ["{S} {v:score} {L} in {kq}", "{Poss} scores over {kq} {vp:be} {L}"], "team", "games"),
    ("biz", "num", "customers", "day", 10, 400, 0,
     ["{S} {v:serve} {L} on {kq}", "over {kq}, {S} {v:see} {L}"], "org", "days"),
    ("travel", "num", "km", "day", 5, 120, 1,
     ["{S} {v:drive} {L} on {kq}", "{Poss} trips over {kq} {vp:be} {L}", "{S} {v:cover} {L} over {kq}"], "person",
     "days"),
]


def s_avg(rng):
    """k values -> their mean ((a + b + c) / k)."""
    dom, kind, unit, u1, lo, hi, dp, joints, sk, cnt_pl = rng.choice(AVG)
    k = rng.choice([2, 3, 3, 3, 4, 4, 5])
    subj = None
    if sk == "person":
        subj = subject(rng)
    elif sk == "team":
        nm = rng.choice(["the team", "our side", "the club", "the juniors"])
        subj = Subj(nm, "pl" if nm == "the juniors" else "it", "org")
    elif sk == "org":
        subj = Subj(rng.choice(["the cafe", "the shop", "the clinic", "the bakery", "the library"]), "it", "org")
    p = Prob(rng, "two", subj, dom=dom)
    p.kind = "avg"
    if subj is None or sk in ("team", "org"):
        p.lead_s = False
    if kind == "money":
        vals = [money(rng, lo, hi) for _ in range(k)]
        sv, en = [M(v) for v in vals], [Mn(v) for v in vals]
        mean = Fraction(sum(vals), 100 * k)
    else:
        c0 = dec(rng, lo, hi, dp, int_p=0.5)
        vals = [dec(rng, max(lo, c0 * Fraction(3, 4)), min(hi, c0 * Fraction(5, 4) + 1), dp,
                    int_p=0.5) for _ in range(k)]
        sv = en = [num(v) for v in vals]
        mean = sum(vals) / k
    if len(set(en)) == 1:
        raise ValueError
    uu = (" " + unit) if unit else ""
    every = rng.random() < 0.5
    L = _join_list([v + (uu if (every or i == len(sv) - 1) else "") for i, v in enumerate(sv)], rng)
    cw = NUMW[k] if rng.random() < 0.6 else str(k)
    p.d.update(L=L, kq=f"{cw} {cnt_pl}", kq2=f"{NUMW[k]} times" if k > 2 else "twice", u1=u1,
               item=rng.choice(["loaf of bread", "bag of coffee", "jar of jam", "pair of gloves", "bottle of oil"]))
    if kind == "money":
        p.set_answer(f"({' + '.join(en)}) / {k}", mean, "money")
    else:
        p.set_answer(f"({' + '.join(en)}) / {k}", mean, "num", unit)
    p.d["per"] = "per " + u1
    p.joint = joints
    p.seqs = []
    p.res = ["the average {vs:be}@@ {A}", "the mean {vs:be}@@ {A}", "on average that {vs:be}@@ {A} {per}",
             "the average comes to@@ {A}".replace("comes", "{vs:come}"),
             "the typical " + u1 + "a typical " + u1 + " {vs:come} to@@ {A}"]
    if subj is not None and sk != "org":
        p.res.append("{Poss} average {vs:be}@@ {A}")
    p.tails = [" an average of@@ {A}", "@@ {A} on average", " a mean of@@ {A}", "@@ {A} {per} on average",
               " an average of@@ {A} {per}"]
    p.preds = [("be", ""), ("give", ""), ("work", " out to"), ("come", " to"), ("mean", "")]
    p.q = ["What {vs:be} the average", "What {vs:be} the mean", "What {vs:be} that {per} on average"]
    p.lab = ["Average:@@ {A}", "Mean:@@ {A}", "Average {per}:@@ {A}"]
    p.conn = SENT_CONN + ["On average,", "Averaged out,", "Spread evenly,", "Taking the mean,"]
    p.since = True
    return p


FEES = [  # dom, things sg/pl, unit price lo/hi, fee noun, fee lo/hi
    ("shop", "concert ticket", "concert tickets", 1500, 9000, "a booking fee", 100, 800),
    ("shop", "book", "books", 500, 3000, "a shipping charge", 200, 1200),
    ("shop", "bag of soil", "bags of soil", 300, 1500, "a delivery fee", 500, 3000),
    ("shop", "pizza", "pizzas", 800, 2000, "a delivery charge", 200, 600),
    ("shop", "T-shirt", "T-shirts", 600, 2500, "a printing fee", 500, 2500),
    ("club", "class", "classes", 500, 2500, "a joining fee", 1000, 5000),
    ("home", "month of internet", "months of internet", 2000, 6000, "a setup fee", 2000, 8000),
    ("travel", "night at the hostel", "nights at the hostel", 1500, 6000, "a cleaning fee", 500, 3000),
]


def s_fee(rng):
    """n items at a price plus a fixed fee (n * p + c, or c + n * p)."""
    dom, t1, tp, lo, hi, fee, flo, fhi = rng.choice(FEES)
    p = Prob(rng, "two", subject(rng, org=True), dom=dom)
    n = rng.randint(2, 12)
    u, c = money(rng, lo, hi), money(rng, flo, fhi)
    tot = n * u + c
    if not money_ok(tot):
        raise ValueError
    nq = p.cnt(n, t1, tp, word_p=0.12)
    p.d.update(nq=nq, t1=t1, tp=tp, P=M(u), C=M(c), fee=fee, Fee=cap(fee))
    fee_first = rng.random() < 0.35
    p.set_answer(f"{Mn(c)} + {n} * {Mn(u)}" if fee_first else f"{n} * {Mn(u)} + {Mn(c)}", Fraction(tot, 100), "money")
    if fee_first:
        p.joint = ["{S} {v:pay} {fee} of {C} and then {nq} at {P} each",
                   "there {vs:be} {fee} of {C}, and {S} {v:book} {nq} at {P} each",
                   "after {fee} of {C}, {S} {v:add} {nq} at {P} apiece"]
        p.seqs = [[["{fee} {vs:be} {C}", "{S} {v:pay} {fee} of {C} first", "the shop {vs:charge} {fee} of {C}"],
                   ["then {S} {v:buy} {nq} at {P} each", "{S} {v:add} {nq} at {P} each",
                    "on top of that come {nq} at {P} apiece"]]]
    else:
        p.joint = ["{S} {v:order} {nq} at {P} each, plus {fee} of {C}",
                   "{S} {v:buy} {nq} at {P} each and {v:pay} {fee} of {C}",
                   "{nq} at {P} each {vp:come} with {fee} of {C}",
                   "{S} {v:book} {nq} for {P} apiece, with {fee} of {C} on top"]
        p.seqs = [[["{S} {v:order} {nq} at {P} each", "{S} {v:need} {nq}, which {vp:cost} {P} each",
                    "{nq} {vp:cost} {P} each"],
                   ["{fee} of {C} {vs:be} added", "there {vs:be} also {fee} of {C}", "{fee} {vs:add} {C}",
                    "on top of that, {fee} {vs:cost} {C}"]]]
    p.res = ["{S} {v:pay}@@ {A} in total", "the bill {vs:come} to@@ {A}", "the total {vs:be}@@ {A}",
             "the whole order {vs:cost}@@ {A}", "{S} {v:spend}@@ {A}"]
    p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether", "@@ {A} all in", " a total of@@ {A}"]
    p.q = ["How much {v:do} {S} pay altogether", "What {vs:be} the total", "What {vs:do} it all come to"]
    p.lab = ["Total:@@ {A}", "Total due:@@ {A}", "Grand total:@@ {A}"]
    p.kind = "two"
    return p


def s_taxi(rng):
    """A base charge plus a rate times a quantity (c + r * n)."""
    kind = rng.choice(["taxi", "plumber", "phone", "gym", "bike"])
    p = Prob(rng, "two", subject(rng), dom="money")
    if kind == "taxi":
        c, r = money(rng, 200, 600), money(rng, 80, 350)
        n = dec(rng, 2, 40, 1, int_p=0.5)
        ns = num(n)
        p.d.update(C=M(c), R=M(r), Nq=f"{ns} km", t="the taxi", base="a base fare", per="per km",
                   act="{S} {v:ride} {Nq}")
    elif kind == "plumber":
        c, r = money(rng, 3000, 9000), money(rng, 2500, 9000)
        n = dec(rng, 1, 8, 1, int_p=0.5) * 1
        if n == 1:
            raise ValueError
        ns = num(n)
        p.d.update(C=M(c), R=M(r), Nq=f"{ns} hours", t="the plumber", base="a call-out fee", per="an hour",
                   act="the job {vs:take} {Nq}")
    elif kind == "phone":
        c, r = money(rng, 500, 5000), money(rng, 1000, 6000)
        n = Fraction(rng.randint(2, 24))
        ns = num(n)
        p.d.update(C=M(c), R=M(r), Nq=f"{ns} months", t="the phone plan", base="a setup fee", per="a month",
                   act="{S} {v:keep} it for {Nq}")
    elif kind == "gym":
        c, r = money(rng, 1000, 8000), money(rng, 1500, 7000)
        n = Fraction(rng.randint(2, 12))
        ns = num(n)
        p.d.update(C=M(c), R=M(r), Nq=f"{ns} months", t="the gym", base="a joining fee", per="a month",
                   act="{S} {v:go} for {Nq}")
    else:
        c, r = money(rng, 100, 500), money(rng, 100, 600)
        n = Fraction(rng.randint(2, 10))
        ns = num(n)
        p.d.update(C=M(c), R=M(r), Nq=f"{ns} hours", t="the bike rental", base="an unlock fee", per="an hour",
                   act="{S} {v:ride} for {Nq}")
    tot = Fraction(c, 100) + n * Fraction(r, 100)
    p.set_answer(f"{Mn(c)} + {ns} * {Mn(r)}", tot, "money")
    p.joint = ["{t} {vs:charge} {base} of {C} plus {R} {per}, and " + p.d["act"],
               "with {base} of {C} and {R} {per}, " + p.d["act"]]
    p.seqs = [[["{t} {vs:charge} {base} of {C} plus {R} {per}", "{t} {vs:cost} {C} up front and {R} {per}",
                "there {vs:be} {base} of {C}, then {R} {per}"],
               [p.d["act"]]]]
    p.res = ["{S} {v:pay}@@ {A}", "the bill {vs:come} to@@ {A}", "the charge {vs:be}@@ {A}", "{t} {vs:cost} {O}@@ {A}"]
    p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} all in", " a bill of@@ {A}"]
    p.q = ["How much {v:do} {S} pay", "What {vs:be} the bill"]
    p.lab = ["Total:@@ {A}", "Bill:@@ {A}"]
    p.since = False
    return p


def s_change_multi(rng):
    """n items at a price, paid with a note -> change (note - n * p)."""
    g = rng.choice(GOODS)
    p = Prob(rng, "two", subject(rng), dom="shop")
    n = rng.randint(2, 8)
    u = money(rng, g[2], min(g[3], 3000))
    cost = n * u
    note = min([x for x in (500, 1000, 2000, 5000, 10000) if x > cost] or [0])
    if not note or rng.random() < 0.3:
        note = rng.choice([x for x in (1000, 2000, 5000, 10000) if x > cost] or [0])
    if not note:
        raise ValueError
    ch = note - cost
    if not money_ok(ch) or ch <= 0:
        raise ValueError
    nq = p.cnt(n, g[0], g[1], word_p=0.12)
    p.d.update(nq=nq, P=M(u), N=M(note), Nn=an(M(note)), item=g[0], items=g[1])
    p.set_answer(f"{Mn(note)} - {n} * {Mn(u)}", Fraction(ch, 100), "money")
    p.joint = ["{S} {v:buy} {nq} at {P} each and {v:pay} with {Nn} note",
               "{S} {v:hand} over {N} for {nq} at {P} apiece", "{nq} at {P} each {vp:be} paid for with {Nn} bill",
               "{S} {v:pay} for {nq} costing {P} each with {N}"]
    p.seqs = [[["{S} {v:pick} up {nq} at {P} each", "{nq} {vp:cost} {P} each", "{S} {v:need} {nq}, priced at {P} each"],
               ["{S} {v:pay} with {Nn} note", "{S} {v:hand} the cashier {N}", "{S} {v:give} {N}"]]]
    p.res = ["{S} {v:get}@@ {A} back", "the change {vs:be}@@ {A}", "{S} {v:receive}@@ {A} in change",
             "{S} {v:get}@@ {A} in change"]
    p.tails = ["@@ {A} in change", "@@ {A} back"]
    p.preds = [("leave", ""), ("mean", ""), ("be", "")]
    p.q = ["How much change {v:do} {S} get", "What {vs:be} the change"]
    p.lab = ["Change:@@ {A}", "Change due:@@ {A}"]
    p.conn = SENT_CONN[:12]
    return p


def s_discount(rng):
    """n items at a price minus a coupon (n * p - c)."""
    g = rng.choice(GOODS)
    p = Prob(rng, "two", subject(rng, org=True), dom="shop")
    n = rng.randint(2, 10)
    u = money(rng, g[2], g[3])
    c = money(rng, 100, max(150, n * u // 3))
    tot = n * u - c
    if tot <= 0 or not money_ok(tot) or c >= n * u:
        raise ValueError
    nq = p.cnt(n, g[0], g[1], word_p=0.12)
    p.d.update(nq=nq, P=M(u), C=M(c), item=g[0], items=g[1], Cn=an(M(c)))
    p.set_answer(f"{n} * {Mn(u)} - {Mn(c)}", Fraction(tot, 100), "money")
    p.joint = ["{S} {v:buy} {nq} at {P} each and {v:use} {Cn} coupon",
               "{nq} at {P} each {vp:cost} {O} {C} less with a voucher",
               "{S} {v:order} {nq} for {P} each, minus a {C} discount",
               "{S} {v:get} {nq} at {P} apiece, with {C} off the whole order"]
    p.seqs = [[["{S} {v:buy} {nq} at {P} each", "{nq} {vp:cost} {P} each", "{S} {v:order} {nq} priced at {P} each"],
               ["a voucher {vs:take} {C} off", "{S} {v:have} {Cn} coupon", "the shop {vs:knock} {C} off the total",
                "a discount of {C} {vs:apply}"]]]
    p.res = ["{S} {v:pay}@@ {A}", "the bill {vs:come} to@@ {A}", "the total {vs:be}@@ {A}",
             "{S} {v:end} up paying@@ {A}"]
    p.tails = ["@@ {A}", "@@ {A} in the end", "@@ {A} after the discount", " a total of@@ {A}"]
    p.q = ["How much {v:do} {S} pay", "What {vs:be} the final bill"]
    p.lab = ["To pay:@@ {A}", "Final total:@@ {A}"]
    return p


def s_split2(rng):
    """Two costs shared equally ((a + b) / n)."""
    p = Prob(rng, "two", None, dom="money")
    p.lead_s = False
    n = rng.randint(2, 10)
    _group(p, n)
    c1, c2 = rng.sample([("the hotel", 8000, 90000), ("the meals", 3000, 30000), ("the car hire", 5000, 40000),
                         ("the fuel", 2000, 15000), ("the tickets", 3000, 40000), ("the food", 2000, 20000),
                         ("the drinks", 1000, 9000), ("the boat", 5000, 30000), ("the cabin", 10000, 80000)], 2)
    a, b = money(rng, c1[1], c1[2]), money(rng, c2[1], c2[2])
    val = Fraction(a + b, 100 * n)
    p.d.update(c1=c1[0], c2=c2[0], a=M(a), b=M(b))
    pl1 = "3p" if c1[0].endswith("s") else "3s"
    pl2 = "3p" if c2[0].endswith("s") else "3s"
    p.persons.update(c1=pl1, c2=pl2)
    p.set_answer(f"({Mn(a)} + {Mn(b)}) / {n}", val, "money")
    p.joint = ["{c1} {vc1:cost} {a} and {c2} {b}, and {ppl} {vp:split} it all evenly",
               "{ppl} {vp:share} the costs: {a} for {c1} and {b} for {c2}",
               "{ppl} {vp:pay} {a} for {c1} and {b} for {c2}, split equally"]
    p.seqs = [[["{c1} {vc1:cost} {a}", "{c1} {vc1:come} to {a}"], ["{c2} {vc2:cost} {b}", "{c2} {vc2:add} {b}"],
               ["{ppl} {vp:split} everything evenly", "{ppl} {vp:share} the total equally"]]]
    p.res = ["each {who1} {vs:pay}@@ {A}", "everyone {vs:owe}@@ {A}", "each share {vs:be}@@ {A}",
             "they {vp:pay}@@ {A} each"]
    p.tails = ["@@ {A} each", "@@ {A} per person", "@@ {A} a head", "@@ {A} apiece"]
    p.q = ["How much {vs:do} each {who1} pay", "What {vs:be} each share"]
    p.lab = ["Per person:@@ {A}", "Each share:@@ {A}"]
    p.since = False
    return p


def s_remain2(rng):
    """A sum minus two amounts (a - b - c)."""
    p = Prob(rng, "two", subject(rng), dom="money")
    a = money(rng, 2000, 60000)
    b = money(rng, 200, a // 2)
    c = money(rng, 200, max(300, a - b - 100))
    rest = a - b - c
    if rest <= 0 or not money_ok(rest):
        raise ValueError
    w1, w2 = rng.sample(SPEND_ON, 2)
    p.d.update(a=M(a), b=M(b), c=M(c), w1=w1, w2=w2)
    for w, key in ((w1, "w1"), (w2, "w2")):
        p.persons[key] = "3p" if w.endswith("s") and not w.startswith(("a ", "an ")) else "3s"
    p.set_answer(f"{Mn(a)} - {Mn(b)} - {Mn(c)}", Fraction(rest, 100), "money")
    p.joint = ["{S} {v:have} {a}, {v:spend} {b} on {w1} and {c} on {w2}",
               "out of {a}, {S} {v:spend} {b} on {w1} and {c} on {w2}"]
    p.seqs = [[["{S} {v:have} {a}", "{S} {v:start} with {a}", "{Poss} wallet {vs:hold} {a}"],
               ["{S} {v:spend} {b} on {w1}", "{w1} {vw1:cost} {b}"],
               ["{S} also {v:pay} {c} for {w2}", "{w2} {vw2:cost} another {c}", "then {S} {v:spend} {c} on {w2}"]]]
    p.res = ["{S} {v:have}@@ {A} left", "{S} still {v:have}@@ {A}", "there {vs:be}@@ {A} left"]
    p.tails = ["@@ {A} left", "@@ {A} remaining", "@@ {A} left over"]
    p.preds = [("leave", ""), ("mean", ""), ("be", "")]
    p.q = ["How much {vs:be} left", "How much {v:do} {S} have now"]
    p.lab = ["Left:@@ {A}", "Remaining:@@ {A}"]
    p.since = False
    return p


def s_weeks(rng):
    """A goal, what is saved, a weekly amount -> weeks ((t - h) / r)."""
    p = Prob(rng, "two", subject(rng), dom="money")
    r = money(rng, 500, 5000)
    w = rng.randint(2, 30)
    h = money(rng, 500, 30000)
    t = h + r * w
    if not money_ok(t):
        raise ValueError
    item = rng.choice(["bike", "guitar", "laptop", "tent", "camera", "trip", "phone", "scooter", "telescope"])
    per, pu = rng.choice([("a week", ("week", "weeks")), ("a month", ("month", "months"))])
    p.d.update(T=M(t), H=M(h), R=M(r), item=item, per=per)
    p.set_answer(f"({Mn(t)} - {Mn(h)}) / {Mn(r)}", w, "num", pu)
    p.joint = ["{S} {v:want} a {item} that {vs:cost} {T}, already {v:have} {H} and {v:save} {R} {per}",
               "the {item} {vs:cost} {T}; {S} {v:have} {H} and {v:put} away {R} {per}"]
    p.seqs = [[["the {item} {S} {v:want} {vs:cost} {T}", "{S} {v:save} for a {T} {item}"],
               ["{S} {v:have} {H} so far", "{S} already {v:have} {H}"],
               ["{S} {v:save} {R} {per}", "{S} {v:put} aside {R} {per}"]]]
    p.res = ["{S} {v:need}@@ {A} more", "it {vs:take} {O}@@ {A}", "{S} {v:reach} the goal in@@ {A}"]
    p.tails = ["@@ {A}", "@@ {A} more", "@@ {A} of saving"]
    p.preds = [("be", ""), ("mean", ""), ("take", "")]
    p.q = ["How long {vs:do} it take", "How many more " + pu[1] + " {v:do} {S} need"]
    p.lab = ["Time needed:@@ {A}", "Still to save for:@@ {A}"]
    p.since = False
    return p


def s_two_kinds(rng):
    """Two kinds of things at two prices (a * b + c * d)."""
    kinds = rng.choice([("adult tickets", "child tickets", 800, 4000, 300, 2000),
                        ("coffees", "muffins", 200, 550, 150, 450), ("pizzas", "salads", 800, 2000, 400, 1200),
                        ("roses", "tulips", 150, 500, 50, 300), ("notebooks", "pens", 100, 600, 25, 250),
                        ("large boxes", "small boxes", 300, 1200, 100, 500), ("shirts", "ties", 1500, 5000, 800, 3000)])
    t1, t2, lo1, hi1, lo2, hi2 = kinds
    p = Prob(rng, "two", subject(rng, org=True), dom="shop")
    a, c = rng.randint(2, 9), rng.randint(2, 9)
    b, d = money(rng, lo1, hi1), money(rng, lo2, hi2)
    tot = a * b + c * d
    if not money_ok(tot):
        raise ValueError
    p.d.update(a=str(a), c=str(c), t1=t1, t2=t2, B=M(b), D=M(d))
    p.set_answer(f"{a} * {Mn(b)} + {c} * {Mn(d)}", Fraction(tot, 100), "money")
    p.joint = ["{S} {v:buy} {a} {t1} at {B} each and {c} {t2} at {D} each",
               "{S} {v:order} {a} {t1} for {B} apiece and {c} {t2} for {D} apiece",
               "{a} {t1} at {B} and {c} {t2} at {D} {vp:go} on the bill"]
    p.seqs = [[["{S} {v:buy} {a} {t1} at {B} each", "{a} {t1} {vp:cost} {B} each"],
               ["{S} also {v:get} {c} {t2} at {D} each", "{c} {t2} {vp:cost} {D} each"]]]
    p.res = ["{S} {v:pay}@@ {A}", "the bill {vs:come} to@@ {A}", "the total {vs:be}@@ {A}",
             "{S} {v:spend}@@ {A} in all"]
    p.tails = ["@@ {A}", "@@ {A} in total", "@@ {A} altogether"]
    p.q = ["How much {v:do} {S} pay", "What {vs:be} the total"]
    p.lab = ["Total:@@ {A}"]
    p.since = False
    return p


def s_rows_minus(rng):
    """Rows of seats, some empty -> filled (a * b - c)."""
    outer, inner, lo, hi = rng.choice([("rows", "seats", 5, 40), ("shelves", "jars", 3, 30), ("trays", "cups", 4, 24),
                                       ("boxes", "apples", 6, 48), ("crates", "bottles", 6, 24), ("pages", "stamps", 6,
                                                                                                  30)])
    p = Prob(rng, "two", None, dom="club")
    p.lead_s = False
    a, b = rng.randint(3, 30), rng.randint(lo, hi)
    c = rng.randint(1, a * b - 1)
    verb, adj = {"seats": ("empty", "taken"), "jars": ("empty", "full"), "cups": ("broken", "whole"),
                 "apples": ("bruised", "good"), "bottles": ("cracked", "fine"), "stamps": ("torn", "intact")}[inner]
    p.d.update(a=str(a), b=str(b), c=str(c), outer=outer, inner=inner, bad=verb, good=adj)
    p.set_answer(f"{a} * {b} - {c}", a * b - c, "num", inner)
    p.joint = ["there {vp:be} {a} {outer} of {b} {inner}, and {c} {vp:be} {bad}",
               "the hall {vs:have} {a} {outer} with {b} {inner} each; {c} {vp:be} {bad}".replace("the hall",
                                                                                                 "the room"),
               "{a} {outer} hold {b} {inner} each, but {c} of them {vp:be} {bad}"]
    p.seqs = [[["there {vp:be} {a} {outer}", "the room {vs:have} {a} {outer}"],
               ["each {vs:have} {b} {inner}", "every one {vs:hold} {b} {inner}"],
               ["{c} {inner} {vp:be} {bad}", "{c} of them {vp:be} {bad}"]]]
    p.res = ["the {good} ones {vp:number}@@ {A}", "there {vp:be}@@ {A} {good}"]
    p.tails = ["@@ {A} {good}", "@@ {A} that {vp:be} {good}"]
    p.preds = [("leave", ""), ("be", ""), ("mean", "")]
    p.q = ["How many {vp:be} {good}", "How many {inner} {vp:be} {good}"]
    p.lab = ["{Good}:@@ {A}"]
    p.d["Good"] = cap(adj)
    p.since = False
    return p


PCTS = [5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 8, 3, 35, 45, 65, 90, 2, 4, 6, 18]


def s_percent(rng):
    """pct % of a base (base * pct / 100)."""
    pct = rng.choice(PCTS)
    p = Prob(rng, "pct", subject(rng, org=True), dom="shop")
    p.kind = "pct"
    p.adv = False
    if rng.random() < 0.55:
        base = money(rng, 500, 80000)
        v = Fraction(base * pct, 10000)
        if not exact(v) or not money_ok(int(v * 100)):
            raise ValueError
        what = rng.choice(["discount", "tax", "tip", "interest", "deposit", "commission", "service charge"])
        item = rng.choice(["coat", "bike", "sofa", "camera", "phone", "table", "tent", "guitar", "watch", "meal",
                           "repair"])
        if what == "tip":
            item = "meal"
        if what == "interest":
            item = "savings of"
        p.d.update(pct=f"{pct}%", B=M(base), item=item, what=what)
        ab = Mn(base)
        p.set_answer(rng.choice([f"{ab} * {pct} / 100", f"{pct} / 100 * {ab}"]), v, "money")
        if what == "interest":
            p.joint = ["{S} {v:have} savings of {B} earning {pct} a year",
                       "the bank {vs:pay} {pct} a year on {Poss} {B}"]
            p.res = ["the interest {vs:be}@@ {A}", "{S} {v:earn}@@ {A} in a year", "a year {vs:add}@@ {A}"]
        else:
            p.joint = ["the {item} {vs:cost} {B}, and the {what} {vs:be} {pct}",
                       "{S} {v:get} a {pct} {what} on a {B} {item}",
                       "a {what} of {pct} {vs:apply} to the {B} {item}", "on a {item} of {B}, the {what} {vs:be} {pct}"]
            p.res = ["the {what} {vs:come} to@@ {A}", "the {what} {vs:be}@@ {A}",
                     "{S} {v:pay}@@ {A} in {what}" if what in ("tax", "tip", "deposit", "service charge") else
                     "{S} {v:save}@@ {A}"]
        p.tails = ["@@ {A}", " a {what} of@@ {A}" if what != "interest" else "@@ {A} in interest", "@@ {A} in all"]
        p.q = ["How much {vs:be} the {what}" if what != "interest" else "How much interest {vs:be} that",
               "What {vs:do} that come to"]
        p.lab = ["{What}:@@ {A}", "Amount:@@ {A}"]
        p.d["What"] = cap(what)
    else:
        base = rng.randint(20, 20000)
        from math import gcd
        base -= base % (100 // gcd(100, pct))
        if base < 20:
            raise ValueError
        v = Fraction(base * pct, 100)
        thing, who = rng.choice([("students", "walk to school"), ("people", "said yes"), ("homes", "have solar panels"),
                                 ("tickets", "were sold online"), ("trees", "are oaks"), ("voters", "backed the plan"),
                                 ("members", "came to the meeting"), ("seeds", "sprouted"), ("parcels",
                                                                                             "arrived late")])
        p.d.update(pct=f"{pct}%", B=str(base), thing=thing, who=who)
        p.set_answer(rng.choice([f"{base} * {pct} / 100", f"{pct} / 100 * {base}"]), v, "num", thing)
        p.joint = ["{pct} of the {B} {thing} {who}", "of {B} {thing}, {pct} {who}",
                   "there {vp:be} {B} {thing}, and {pct} {who}",
                   "out of {B} {thing}, {pct} {who}"]
        p.res = ["the number {vs:be}@@ {A}", "the count {vs:come} to@@ {A}"]
        p.tails = ["@@ {A}", "@@ {A} in all", " a total of@@ {A}"]
        p.q = ["How many {thing} {vs:be} that", "How many {vp:be} there"]
        p.lab = ["Count:@@ {A}", "Number:@@ {A}"]
        p.lead_s = False
    p.preds = [("be", ""), ("come", " to"), ("work", " out to"), ("amount", " to"), ("make", "")]
    p.since = True
    return p


# ================================================================== driver

OPS = {
    "div": [(s_shop_unit, 5), (s_shop_count, 1.5), (lambda r: s_bulk(r, "div"), 2.5), (lambda r: s_split(r, "div"), 3),
            (lambda r: s_share(r, "div"), 2.5), (lambda r: s_speed(r, "div"), 2.5), (lambda r: s_speed(r, "time"), 1.5),
            (lambda r: s_workrate(r, "div"), 2.5), (lambda r: s_moneyrate(r, "div"), 2.5), (lambda r: s_fuel(r, "div"),
                                                                                            1),
            (lambda r: s_rain(r, "div"), 1), (lambda r: s_yield(r, "div"), 1), (lambda r: s_density(r, "div"), 0.7),
            (lambda r: s_recipe(r, "div"), 1.5), (lambda r: s_timeper(r, "div"), 1.5), (s_ratio, 1.3), (s_fraction,
                                                                                                        1.3),
            (lambda r: s_area(r, "div"), 0.7), (lambda r: s_pieces(r, "div"), 1.5)],
    "mul": [(s_shop_total, 5), (lambda r: s_bulk(r, "mul"), 2), (lambda r: s_split(r, "mul"), 1.5),
            (lambda r: s_share(r, "mul"), 3), (lambda r: s_speed(r, "mul"), 2.5), (lambda r: s_workrate(r, "mul"), 2.5),
            (lambda r: s_moneyrate(r, "mul"), 3), (lambda r: s_fuel(r, "mul"), 1), (lambda r: s_rain(r, "mul"), 0.7),
            (lambda r: s_yield(r, "mul"), 1), (lambda r: s_density(r, "mul"), 0.5), (lambda r: s_recipe(r, "mul"), 1.5),
            (lambda r: s_timeper(r, "mul"), 1.5), (lambda r: s_area(r, "mul"), 3), (lambda r: s_pieces(r, "mul"), 1)],
    "add": [(s_sum, 6), (lambda r: s_change(r, "up"), 3), (s_combine, 2)],
    "sub": [(s_paychange, 3), (s_remain, 4), (s_compare, 3.5), (lambda r: s_change(r, "down"), 2.5),
            (lambda r: s_change(r, "diff"), 2.5), (s_years, 1.5)],
    "two": [(s_avg, 4), (s_fee, 2), (s_taxi, 1.5), (s_change_multi, 1.5), (s_discount, 1.5), (s_split2, 1.5),
            (s_remain2, 1.5), (s_weeks, 1), (s_two_kinds, 1.5), (s_rows_minus, 1)],
    "pct": [(s_percent, 1)],
}
OP_SHARE = {"div": 0.26, "mul": 0.22, "add": 0.16, "sub": 0.19, "two": 0.13, "pct": 0.04}
_OPN = list(OP_SHARE)
_OPW = [OP_SHARE[o] for o in _OPN]
_FNS = {o: ([f for f, w in OPS[o]], [w for f, w in OPS[o]]) for o in OPS}
_EXPR_NUM = re.compile(r"\d+(?:\.\d+)?")


# How a text writes its numbers, chosen once per text after it is composed: a person writes
# "$1,845.50", "€78.75" or "£392", and the call still holds plain digits (Calculator(1845 + 2130)).
# Found missing by the hand-written set's look third: C had no thousands separator and no € or £.
CURRENCY = (("$", 0.8), ("€", 0.1), ("£", 0.1))
GROUP_P = 0.6   # share of texts that group thousands ("1,845"); the rest write "1845"
_BIG = re.compile(r"(?<![\d.,])([$€£]?)(\d{4,})(\.\d+)?(?!\d)")
# Where this module writes a year: "In 1996, …", "in {year}", "was {year}", "dated May 3, {year}",
# "dates from {y1}" (s_years, _leadctx, the time phrases). A count there would only stay unspaced.
_YEAR_BEFORE = re.compile(r"(?:\b(?:[Ii]n|from|[Ss]ince|was|is|year)|\d,) $")


def _is_year(text, m):
    sign, digits, decimals = m.groups()
    return (not sign and not decimals and len(digits) == 4 and 1000 <= int(digits) <= 2099
            and bool(_YEAR_BEFORE.search(text, 0, m.start())))


def surface(rng, it):
    """it with its money sign and thousands separators chosen; the spots move with the text."""
    sign = rng.choices([c for c, _ in CURRENCY], [w for _, w in CURRENCY])[0]
    group = rng.random() < GROUP_P
    text, shift, out, last = it.text.replace("$", sign), [], [], 0
    for m in _BIG.finditer(text) if group else ():
        if _is_year(text, m):
            continue        # "in 1995" stays as written
        grouped = f"{int(m.group(2)):,}"
        out.append(text[last:m.start(2)] + grouped)
        shift.append((m.start(2), len(grouped) - len(m.group(2))))
        last = m.end(2)
    it.text = "".join(out) + text[last:]
    for sp in it.spots:
        sp["pos"] += sum(d for at, d in shift if at < sp["pos"])
    it.meta["surface"] = {"currency": sign, "grouped": group}
    return it


def plain_digits(text):
    """The text as the call writes its numbers: no thousands separators, "$" for every money sign."""
    return re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", re.sub("[€£]", "$", text))


def math_item(rng):
    """One arithmetic text (1-3 sentences, sometimes a lead or trailing sentence) with one Calculator spot."""
    while True:
        op = rng.choices(_OPN, _OPW)[0]
        fs, ws = _FNS[op]
        f = rng.choices(fs, ws)[0]
        try:
            p = f(rng)
            it = compose(p)
        except (Tie, ValueError):
            continue
        sp = it.spots[0]
        if sp["answer"] in ("0", "1") or "1" in _EXPR_NUM.findall(sp["expr"]):
            continue            # trivial: "x * 1", "$1 each", an answer of 1
        if count_numbers(it.text) < 3:
            if len(re.findall(r"[.?](?= [A-Z]|$)", it.text)) >= MAX_SENTS:
                continue
            lead = _lead(p, numeric=True)
            out = Item(cap(lead) + ".")
            out.extend(it)
            out.meta = it.meta
            it = out
            if count_numbers(it.text) < 3:
                continue
        it.meta["op"] = p.kind if p.kind in ("avg", "pct", "two") else op
        it.meta["words"] = list(p.words)
        return surface(rng, it)


def sample(n, seed):
    rng = random.Random(seed)
    return [math_item(rng) for _ in range(n)]


# ================================================================== self-check

def _eval(expr):
    if not re.fullmatch(r"[\d. +\-*/()]+", expr):
        raise ValueError(expr)
    py = re.sub(r"\d+(?:\.\d+)?", lambda m: f"Fraction('{m.group(0)}')", expr)
    return eval(py, {"Fraction": Fraction})


_NAMES = set(FEMALE) | set(MALE) | set(SURNAMES)
from lexicon import TOWN_A, TOWN_B  # noqa: E402
_TOWN_RE = re.compile(r"\b(?:%s)(?:%s)\b" % ("|".join(TOWN_A), "|".join(TOWN_B)))
_CAPW = re.compile(r"\b[A-Z][a-z]+(?:'s|')?\b")


def frame(text):
    t = _TOWN_RE.sub("X", text)
    t = re.sub(r"[$€£]?\d+(?:[.,]\d+)*", "N", t)
    t = _CAPW.sub(lambda m: "X" if m.group(0).split("'")[0] in _NAMES else m.group(0), t)
    t = re.sub(r"X(?: X)+", "X", t)
    return t


def _vocab():
    """Content words of the situations (goods, units, things, people), for the stricter 'skeleton' frame."""
    words = set()
    for lst in (GOODS, BULK, PEOPLE, SHARE_THINGS, ACTS, MRATES, YIELDS, INGR, SERV, JOBS_T, PAIRS, FRACS, AREAS,
                PIECES, FEES, AVG, EVENTS_Y, VEHICLES, TRAVELERS, CMP, BILLS, REMAIN):
        for row in lst:
            for x in (row if isinstance(row, tuple) else (row,)):
                if isinstance(x, str) and "{" not in x:
                    words.update(w.lower() for w in re.findall(r"[A-Za-z]+", x))
                elif isinstance(x, list):
                    for y in x:
                        if isinstance(y, str) and "{" not in y:
                            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", y))
    for lst in (SPEND_ON, TASKS, CROWD, FIELDS, ORG_SUBJ, JOBS, MONTHS, WEEKDAYS, [r for r, _ in RELATIVES], FAMILIES,
                ["km", "kg", "miles", "meters", "liters", "grams", "degrees", "minutes", "hours", "days", "weeks",
                 "months", "cm", "mm", "feet", "square", "tons", "people"]):
        for x in lst:
            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", x))
    stop = {"the", "a", "an", "of", "to", "in", "on", "at", "for", "and", "my", "our", "new", "old", "first", "last",
            "each", "per", "one", "two", "three", "big", "small", "long", "tall", "more", "less", "up", "out", "with",
            "by", "from", "it", "is", "was", "be", "are", "were", "has", "have", "had", "built", "opened", "this",
            "that"}
    return words - stop


def skeleton(text, vocab):
    t = frame(text)
    return re.sub(r"[A-Za-z]+", lambda m: "W" if m.group(0).lower() in vocab else m.group(0), t)


def _check(n=20000, seed=0):
    import collections
    import time
    t0 = time.time()
    items = sample(n, seed)
    dt = time.time() - t0
    ops = collections.Counter()
    for it in items:
        assert len(it.spots) == 1, it.text
        sp = it.spots[0]
        t, pos, ans, expr = it.text, sp["pos"], sp["answer"], sp["expr"]
        assert "@@" not in t, t
        assert t[pos] == " ", (t, pos)
        tail = plain_digits(t[pos + 1:])
        assert tail.startswith(ans) or tail.startswith("$" + ans), (t, ans)
        rest = tail[len(ans) + (1 if tail.startswith("$") else 0):]
        assert not rest[:1].isdigit() and not (rest[:1] == "." and rest[1:2].isdigit()), (t, ans)
        assert sp["call"] == f"Calculator({expr})"
        assert re.fullmatch(r"\(?\d+(?:\.\d+)?( [-+*/] \(?\d+(?:\.\d+)?\)?)+", expr), expr
        assert fmt(_eval(expr)) == ans, (expr, ans, t)
        assert count_numbers(plain_digits(t)) >= 3, t
        if tail.startswith("$"):
            assert "." not in ans or len(ans.split(".")[1]) == 2, t
        assert "[" not in t and "]" not in t and "->" not in t and "{" not in t and "}" not in t, t
        assert re.sub("[€£]", "", t).isascii(), t
        # operands occur before the call (as digits, or as the words the text used)
        before = set(NUM_RE.findall(plain_digits(t[:pos])))
        wordsd = {d for w, d in it.meta["words"] if w.lower() in t[:pos].lower()}
        nums = _EXPR_NUM.findall(expr)
        skip = set()
        if it.meta["op"] == "pct":
            skip.add("100")
        if it.meta["op"] == "avg":
            skip.add(nums[-1])
        for x in nums:
            assert x in before or x in wordsd or x in skip, (x, expr, t)
        ops[it.meta["op"]] += 1
    frames = collections.Counter(frame(it.text) for it in items)
    sentf = collections.Counter()
    for it in items:
        pos = it.spots[0]["pos"]
        st = max(it.text.rfind(". ", 0, pos), it.text.rfind("? ", 0, pos))
        en = it.text.find(". ", pos)
        sentf[frame(it.text[st + 2 if st >= 0 else 0: en + 1 if en >= 0 else len(it.text)])] += 1
    vocab = _vocab()
    skel = collections.Counter(skeleton(it.text, vocab) for it in items)
    sskel = collections.Counter(skeleton(f, vocab) for f in sentf.elements())
    print(f"{n} items in {dt:.2f} s ({n / dt:.0f} items/s); all checks passed")
    print(f"distinct frames (numbers -> N, names/towns -> X): {len(frames)} ({len(frames) / n:.1%})")
    strict = collections.Counter(_CAPW.sub("X", f) for f in frames.elements())
    print(f"distinct frames with every capitalised word -> X: {len(strict)}")
    print(f"distinct frames of the sentence holding the call: {len(sentf)}")
    print(f"distinct skeletons (also goods/units/nouns of the situations -> W): {len(skel)}")
    print(f"distinct skeletons of the sentence holding the call: {len(sskel)}")
    print("operation shares:", ", ".join(f"{k} {v / n:.1%}" for k, v in ops.most_common()))
    print("\n20 most common frames:")
    for f, c in frames.most_common(20):
        print(f"  {c:4d} ({c / n:.2%})  {f}")
    print("\n20 most common call-sentence frames:")
    for f, c in sentf.most_common(20):
        print(f"  {c:4d} ({c / n:.2%})  {f}")
    assert frames.most_common(1)[0][1] <= 0.01 * n
    print("\n25 random examples:")
    r = random.Random(1)
    for it in r.sample(items, 25):
        print(" -", it.with_calls())


if __name__ == "__main__":
    _check(int(sys.argv[1]) if len(sys.argv) > 1 else 20000)
