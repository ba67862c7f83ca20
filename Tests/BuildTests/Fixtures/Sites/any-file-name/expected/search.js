(function () {
"use strict";
var script = typeof document === "undefined" ? null : document.currentScript;
var root = script ? new URL(".", script.src).href : "";
var fromDisk = typeof location !== "undefined" && location.protocol === "file:";
var CJK = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]|[\ud840-\ud87f][\udc00-\udfff]/;
var WORD = /[\p{L}\p{N}\p{M}]/u;
var MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670]/g;
var SPELLED = { "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h" };
function fold(text) {
return text.toLowerCase().normalize("NFD").replace(MARKS, "")
.replace(/[ßæœøłđðþıħ]/g, function (c) { return SPELLED[c]; }).normalize("NFC");
}
function eachWord(text, found) {
var run = "", runStart = 0, cjk = [], chars = Array.from(text), offset = 0;
function endRun(end) {
var trimmed = run.replace(/['\u2019]+$/, "");
if (trimmed && Array.from(trimmed).length <= 40) {
var word = trimmed.replace(/['\u2019]/g, "");
word = /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : fold(word);
if (word) found(word, false, runStart, runStart + trimmed.length);
}
run = "";
}
function endCJK() {
if (cjk.length === 1) found(cjk[0].c, true, cjk[0].at, cjk[0].at + cjk[0].c.length);
for (var i = 0; i + 1 < cjk.length; i++) {
found(cjk[i].c + cjk[i + 1].c, true, cjk[i].at, cjk[i + 1].at + cjk[i + 1].c.length);
}
cjk = [];
}
chars.forEach(function (c) {
if (CJK.test(c)) { endRun(); cjk.push({ c: c, at: offset }); }
else {
if (cjk.length) endCJK();
if (WORD.test(c)) { if (!run) runStart = offset; run += c; }
else if ((c === "'" || c === "\u2019") && run) run += c;
else if (run) endRun();
}
offset += c.length;
});
if (run) endRun();
if (cjk.length) endCJK();
}
var EXCEPTIONS = Object.assign(Object.create(null), { skis: "ski", skies: "sky", dying: "die", lying: "lie", tying: "tie", idly: "idl", gently: "gentl",
ugly: "ugli", early: "earli", only: "onli", singly: "singl", sky: "sky", news: "news", howe: "howe", atlas: "atlas",
cosmos: "cosmos", bias: "bias", andes: "andes" });
var AFTER_1A = ["inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"];
var STEP2 = [["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["abli", "able"], ["entli", "ent"], ["izer", "ize"],
["ization", "ize"], ["ational", "ate"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["aliti", "al"],
["alli", "al"], ["fulness", "ful"], ["ousli", "ous"], ["ousness", "ous"], ["iveness", "ive"], ["iviti", "ive"],
["biliti", "ble"], ["bli", "ble"], ["ogi", "og"], ["fulli", "ful"], ["lessli", "less"], ["li", ""]];
var STEP3 = [["tional", "tion"], ["ational", "ate"], ["alize", "al"], ["icate", "ic"], ["iciti", "ic"], ["ical", "ic"],
["ful", ""], ["ness", ""], ["ative", ""]];
var STEP4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous",
"ive", "ize", "ion"];
function stem(word) {
if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
if (EXCEPTIONS[word]) return EXCEPTIONS[word];
var w = word.split(""), r1, r2;
function vowel(i) { return "aeiouy".indexOf(w[i]) >= 0; }
function ends(s) { return w.length >= s.length && w.slice(w.length - s.length).join("") === s; }
function longest(list) {
var found = null;
list.forEach(function (s) { if (ends(s) && (!found || s.length > found.length)) found = s; });
return found;
}
function replace(n, s) { w.length -= n; w.push.apply(w, s.split("")); }
function inR1(s) { return w.length - s.length >= r1; }
function inR2(s) { return w.length - s.length >= r2; }
function shortSyllable(end) {
if (end === 2) return vowel(0) && !vowel(1);
if (end < 3) return false;
var last = w[end - 1];
return !vowel(end - 3) && vowel(end - 2) && !vowel(end - 1) && last !== "w" && last !== "x" && last !== "Y";
}
function vowelBefore(end) { for (var i = 0; i < end; i++) if (vowel(i)) return true; return false; }
function region(start) {
for (var i = start + 1; i < w.length; i++) if (!vowel(i) && vowel(i - 1)) return i + 1;
return w.length;
}
if (w[0] === "'") w.shift();
if (w[0] === "y") w[0] = "Y";
for (var i = 1; i < w.length; i++) if (w[i] === "y" && vowel(i - 1)) w[i] = "Y";
r1 = w.length;
["gener", "commun", "arsen"].some(function (p) { if (w.join("").indexOf(p) === 0) { r1 = p.length; return true; } });
if (r1 === w.length) r1 = region(0);
r2 = region(r1);
var s = longest(["'s'", "'s", "'"]);
if (s) w.length -= s.length;
if (ends("sses")) replace(4, "ss");
else if (ends("ied") || ends("ies")) replace(3, w.length > 4 ? "i" : "ie");
else if (ends("us") || ends("ss")) { }
else if (ends("s") && w.length >= 3 && vowelBefore(w.length - 2)) w.length -= 1;
if (AFTER_1A.indexOf(w.join("")) < 0) {
s = longest(["eed", "eedly", "ed", "edly", "ing", "ingly"]);
if (s === "eed" || s === "eedly") { if (inR1(s)) replace(s.length, "ee"); }
else if (s && vowelBefore(w.length - s.length)) {
w.length -= s.length;
var last = w[w.length - 1];
if (ends("at") || ends("bl") || ends("iz")) w.push("e");
else if (w.length >= 2 && w[w.length - 2] === last && "bdfgmnprt".indexOf(last) >= 0) w.length -= 1;
else if (r1 >= w.length && shortSyllable(w.length)) w.push("e");
}
var y = w[w.length - 1];
if ((y === "y" || y === "Y") && w.length > 2 && !vowel(w.length - 2)) w[w.length - 1] = "i";
s = longest(STEP2.map(function (r) { return r[0]; }));
if (s && inR1(s)) {
if (s === "ogi") { if (w.length > 3 && w[w.length - 4] === "l") replace(3, "og"); }
else if (s === "li") { if (w.length > 2 && "cdeghkmnrt".indexOf(w[w.length - 3]) >= 0) w.length -= 2; }
else replace(s.length, STEP2.filter(function (r) { return r[0] === s; })[0][1]);
}
s = longest(STEP3.map(function (r) { return r[0]; }));
if (s && inR1(s)) {
if (s === "ative") { if (inR2(s)) w.length -= 5; }
else replace(s.length, STEP3.filter(function (r) { return r[0] === s; })[0][1]);
}
s = longest(STEP4);
if (s && inR2(s)) {
if (s === "ion") { var before = w[w.length - 4]; if (before === "s" || before === "t") w.length -= 3; }
else w.length -= s.length;
}
if (ends("e")) { if (inR2("e") || (inR1("e") && !shortSyllable(w.length - 1))) w.length -= 1; }
else if (ends("l") && inR2("l") && w[w.length - 2] === "l") w.length -= 1;
}
return w.join("").replace(/Y/g, "y");
}
var index = null, shards = {}, groups = {}, heads = {}, waiting = {}, failed = false;
var api = {
index: function (value) { index = value; shards.r = { text: value.rare || "", entries: null }; settle("index"); },
terms: function (number, text) { shards[number] = { text: text, entries: null }; settle("terms-" + number); },
docs: function (number, cards) { groups[number] = cards; settle("docs-" + number); },
heads: function (number, ids) { heads[number] = ids; settle("heads-" + number); },
stem: stem, words: function (text) { var all = []; eachWord(text, function (w) { all.push(w); }); return all; },
query: function (text, count) {
return loadIndex().then(function () { return index ? search(text) : { results: [] }; }).then(function (found) {
return cards(found.results.slice(0, count)).then(function (shown) {
return { count: found.results.length, cards: shown };
});
});
}
};
if (typeof window !== "undefined") window.folioSearch = api;
if (typeof module !== "undefined") module.exports = api;
function settle(name) { (waiting[name] || []).forEach(function (done) { done(); }); delete waiting[name]; }
function load(name, isThere) {
return new Promise(function (resolve) {
if (isThere()) return resolve();
var first = !waiting[name];
(waiting[name] = waiting[name] || []).push(resolve);
if (!first) return;
var element = document.createElement("script");
element.src = root + "search/" + name + ".js";
element.onerror = function () { failed = true; settle(name); };
document.head.appendChild(element);
});
}
function loadIndex() { return load("index", function () { return index; }); }
function loadShard(n) { return load("terms-" + n, function () { return shards[n]; }); }
function loadGroup(n) { return load("docs-" + n, function () { return groups[n]; }); }
function loadHeads(n) { return load("heads-" + n, function () { return heads[n]; }); }
function shardOf(key) {
var low = 0, high = index.shards.length;
while (low < high) { var mid = (low + high) >> 1; if (index.shards[mid] <= key) low = mid + 1; else high = mid; }
return low;
}
function entriesOf(n) {
var shard = shards[n];
if (!shard) return [];
if (!shard.entries) {
shard.entries = shard.text ? shard.text.split(" ").map(function (text) {
var colon = text.indexOf(":");
return { words: text.slice(0, colon).split(","), fields: text.slice(colon + 1).split("."), postings: null };
}) : [];
}
return shard.entries;
}
var DIGIT = new Int8Array(128).fill(-1);
"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split("").forEach(function (c, i) {
DIGIT[c.charCodeAt(0)] = i;
});
function numbers(text) {
var values = [], value = 0, shift = 1;
for (var i = 0; i < text.length; i++) {
var digit = DIGIT[text.charCodeAt(i)];
value += (digit & 31) * shift;
if (digit & 32) shift *= 32; else { values.push(value); value = 0; shift = 1; }
}
return values;
}
function postingsOf(entry) {
if (!entry.postings) {
entry.postings = entry.fields.map(function (field) {
var values = numbers(field), list = [], doc = -1;
for (var i = 0; i + 1 < values.length; i += 2) { doc += values[i] + 1; list.push(doc, values[i + 1]); }
return list;
});
}
return entry.postings;
}
function parse(query) {
var words = [];
eachWord(query, function (word, isCJK) { words.push({ text: word, cjk: isCJK }); });
var seen = {};
words = words.filter(function (w) { return seen[w.text] ? false : (seen[w.text] = true); });
var typing = words.length && !/\s$/.test(query);
words.forEach(function (w, i) {
w.key = index.stemming && !w.cjk ? stem(w.text) : w.text;
w.prefix = typing && i === words.length - 1 && w.text.length >= (w.cjk ? 1 : 2);
w.typo = !w.cjk && Array.from(w.text).length >= 4;
});
return words;
}
function shardsFor(words) {
var wanted = {}, rare = Object.create(null);
entriesOf("r").forEach(function (entry) { rare[entry.words[0]] = true; });
words.forEach(function (w) {
if (!w.prefix && rare[w.key]) return;
wanted[shardOf(w.key)] = true;
wanted[shardOf(w.text)] = true;
});
return Object.keys(wanted).map(Number);
}
function oneEdit(a, b) {
if (a === b || Math.abs(a.length - b.length) > 1) return false;
var i = 0;
while (i < a.length && a[i] === b[i]) i++;
if (a.length === b.length) {
return a.slice(i + 1) === b.slice(i + 1)
|| (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
}
return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
var COMPLETIONS = 8;
var OTHER_SPELLING = 0.5;
function matches(word, numbersOfShards) {
var found = [], completions = [], exact = false;
numbersOfShards.forEach(function (n) {
entriesOf(n).forEach(function (entry) {
var key = entry.words[0];
if (key === word.key || entry.words.indexOf(word.text) >= 0) {
found.push({ entry: entry, weight: 1, spelled: word.text === key ? 0 : 16 });
exact = true;
return;
}
if (word.prefix) {
var completes = entry.words.some(function (w) { return w.length > word.text.length && w.indexOf(word.text) === 0; });
if (completes) { completions.push({ entry: entry, weight: 0.8 }); return; }
}
if (word.typo && entry.words.some(function (w) {
return w.length >= 4 && Math.max(w.length, word.text.length) >= 5 && oneEdit(word.text, w);
})) {
found.push({ entry: entry, weight: 0.6, typo: true });
}
});
});
function size(match) { return match.entry.fields.reduce(function (sum, f) { return sum + f.length; }, 0); }
if (completions.length > COMPLETIONS) {
completions.sort(function (a, b) { return size(b) - size(a); });
completions.length = COMPLETIONS;
}
found = found.concat(completions);
return exact ? found.filter(function (m) { return !m.typo; }) : found;
}
function search(query) {
var words = parse(query);
if (!words.length) return Promise.resolve({ words: words, results: [] });
var wanted = shardsFor(words);
return Promise.all(wanted.map(loadShard)).then(function () {
var more = [], loaded = wanted.concat(["r"]);
words.forEach(function (w) {
var exact = false, completes = false;
loaded.forEach(function (n) {
entriesOf(n).forEach(function (e) {
if (e.words[0] === w.key || e.words.indexOf(w.text) >= 0) exact = true;
else if (w.prefix && !completes) {
completes = e.words.some(function (x) { return x.length > w.text.length && x.indexOf(w.text) === 0; });
}
});
});
if (exact) return;
var first, last, n;
if (w.prefix) {
first = shardOf(w.text);
if (shardOf(w.text + "\uffff") > first) more.push(first + 1);
}
if (!w.typo || completes) return;
first = shardOf(w.text.slice(0, 2));
last = shardOf(w.text.slice(0, 2) + "\uffff");
for (n = first; n <= Math.min(last, first + 2); n++) more.push(n);
more.push(shardOf(w.text[0] + w.text[2] + w.text[1] + w.text.slice(3)));
});
more = more.filter(function (n, i) { return wanted.indexOf(n) < 0 && more.indexOf(n) === i; });
wanted = wanted.concat(more);
return Promise.all(more.map(loadShard));
}).then(function () {
wanted.push("r");
var n = index.documents, k1 = index.k1;
var scores = new Float64Array(n), hits = new Uint16Array(n), tops = new Float64Array(n);
var sections = new Int32Array(n), best = new Float64Array(n), bestTop = new Float64Array(n);
var bestSection = new Int32Array(n), mine = new Float64Array(n), mineTop = new Float64Array(n);
var mineSection = new Int32Array(n), seen = new Uint8Array(n), any = [];
words.forEach(function (word) {
var reached = [];
matches(word, wanted).forEach(function (match) {
var touched = [];
postingsOf(match.entry).forEach(function (list, field) {
var df = list.length / 2;
if (!df) return;
var idf = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * index.weights[field] * match.weight;
for (var i = 0; i < list.length; i += 2) {
var doc = list[i], value = list[i + 1], score = idf * ((value & 15) + 0.5) / 16 * (k1 + 1);
if (field === 0 && match.spelled !== undefined && (value & 16) !== match.spelled) score *= OTHER_SPELLING;
if (mine[doc] === 0) touched.push(doc);
mine[doc] += score;
if ((field === 1 || field === 3) && score > mineTop[doc]) { mineTop[doc] = score; mineSection[doc] = value >> 4; }
}
});
touched.forEach(function (doc) {
if (best[doc] === 0) reached.push(doc);
if (mine[doc] > best[doc]) { best[doc] = mine[doc]; bestTop[doc] = mineTop[doc]; bestSection[doc] = mineSection[doc]; }
mine[doc] = 0; mineTop[doc] = 0; mineSection[doc] = 0;
});
});
reached.forEach(function (doc) {
scores[doc] += best[doc];
hits[doc] += 1;
if (!seen[doc]) { seen[doc] = 1; any.push(doc); }
if (bestTop[doc] > tops[doc]) { tops[doc] = bestTop[doc]; sections[doc] = bestSection[doc]; }
best[doc] = 0; bestTop[doc] = 0; bestSection[doc] = 0;
});
});
var results = any.map(function (doc) {
var share = hits[doc] / words.length;
return { doc: doc, score: scores[doc] * share * share, section: sections[doc] };
});
results.sort(function (a, b) { return b.score - a.score || b.doc - a.doc; });
return { words: words, results: results };
});
}
function cards(results) {
var wanted = {};
results.forEach(function (r) { wanted[Math.floor(r.doc / index.groupSize)] = true; });
return Promise.all(Object.keys(wanted).map(Number).map(loadGroup)).then(function () {
return results.map(function (r) {
var card = (groups[Math.floor(r.doc / index.groupSize)] || [])[r.doc % index.groupSize];
if (!card) return null;
var url = root + card[1] + (fromDisk && /\/$/.test(card[1]) ? "index.html" : "");
return { title: card[0], url: url, date: card[2], excerpt: card[3], doc: r.doc, section: r.section };
}).filter(Boolean);
});
}
function addressOf(card) {
if (!(card.section > 0)) return Promise.resolve(card.url);
var n = Math.floor(card.doc / index.headGroupSize);
return loadHeads(n).then(function () {
var anchor = ((heads[n] || [])[card.doc % index.headGroupSize] || [])[card.section - 1];
return card.url + (anchor ? "#" + encodeURIComponent(anchor) : "");
});
}
function marked(parent, text, words) {
var at = 0;
eachWord(text, function (word, isCJK, start, end) {
var hit = words.some(function (w) {
return word === w.text || (!isCJK && index.stemming && stem(word) === w.key)
|| (w.prefix && word.indexOf(w.text) === 0);
});
if (!hit) return;
parent.appendChild(document.createTextNode(text.slice(at, start)));
var mark = document.createElement("mark");
mark.textContent = text.slice(start, end);
parent.appendChild(mark);
at = end;
});
parent.appendChild(document.createTextNode(text.slice(at)));
}
function resultContent(link, card, words) {
var title = document.createElement("span");
title.className = "search-result-title";
marked(title, card.title, words);
link.appendChild(title);
if (card.date) {
var date = document.createElement("span");
date.className = "search-result-date";
date.textContent = card.date;
link.appendChild(date);
}
if (card.excerpt) {
var excerpt = document.createElement("span");
excerpt.className = "search-result-excerpt";
marked(excerpt, card.excerpt, words);
link.appendChild(excerpt);
}
}
function phrase(box, count) {
var text = count === 0 ? box.dataset.none : count === 1 ? box.dataset.one : box.dataset.many;
return (text || "").replace("{{count}}", String(count));
}
function setUpBox(box) {
var input = box.querySelector("input"), list = box.querySelector("[role=listbox]");
var status = box.querySelector("[role=status]"), more = box.querySelector(".search-more");
var popup = box.querySelector(".search-popup") || list;
var active = -1, shown = [], latest = 0, timer = 0;
box.hidden = false;
function open(isOpen) {
list.hidden = !isOpen;
popup.hidden = !isOpen;
input.setAttribute("aria-expanded", isOpen ? "true" : "false");
if (!isOpen) activate(-1);
}
function activate(position) {
var options = list.querySelectorAll("[role=option]");
active = position;
options.forEach(function (option, i) { option.setAttribute("aria-selected", i === position ? "true" : "false"); });
if (position >= 0 && options[position]) {
var option = options[position];
if (shown[position]) addressOf(shown[position]).then(function (url) { option.dataset.href = url; });
input.setAttribute("aria-activedescendant", options[position].id);
options[position].scrollIntoView({ block: "nearest" });
} else input.removeAttribute("aria-activedescendant");
}
function run() {
var query = input.value, ticket = ++latest;
if (!query.trim()) { list.textContent = ""; status.textContent = ""; open(false); return; }
loadIndex().then(function () {
if (!index) return null;
return search(query).then(function (found) {
return cards(found.results.slice(0, 5)).then(function (shownCards) {
return { found: found, cards: shownCards };
});
});
}).then(function (outcome) {
if (!outcome || ticket !== latest) return;
list.textContent = "";
shown = outcome.cards;
shown.forEach(function (card, i) {
var option = document.createElement("li");
option.id = list.id + "-" + i;
option.setAttribute("role", "option");
option.setAttribute("aria-selected", "false");
option.dataset.href = card.url;
option.dataset.result = String(i);
resultContent(option, card, outcome.found.words);
list.appendChild(option);
});
if (more) {
var link = more.querySelector("a");
link.href = root + "search/" + (fromDisk ? "index.html" : "") + "?q=" + encodeURIComponent(query);
}
status.textContent = phrase(box, outcome.found.results.length);
open(true);
activate(-1);
});
}
input.addEventListener("focus", function () { loadIndex(); if (input.value.trim() && shown.length) open(true); });
input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(run, 60); });
input.addEventListener("keydown", function (event) {
var count = list.querySelectorAll("[role=option]").length;
if (event.key === "ArrowDown" || event.key === "ArrowUp") {
event.preventDefault();
if (list.hidden && count) open(true);
if (!count) return;
var step = event.key === "ArrowDown" ? 1 : -1;
activate(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
} else if (event.key === "Enter") {
event.preventDefault();
if (active >= 0 && shown[active]) follow(shown[active]);
else if (more && input.value.trim()) location.href = more.querySelector("a").href;
} else if (event.key === "Escape") {
if (!list.hidden) { event.preventDefault(); open(false); } else { input.value = ""; input.blur(); }
}
});
list.addEventListener("mousedown", function (event) { event.preventDefault(); });
list.addEventListener("mouseover", function (event) {
var option = event.target.closest("[role=option]");
if (option && shown[Number(option.dataset.result)]) addressOf(shown[Number(option.dataset.result)]);
});
list.addEventListener("click", function (event) {
var option = event.target.closest("[role=option]");
if (option) follow(shown[Number(option.dataset.result)]);
});
function follow(card) { addressOf(card).then(function (url) { location.href = url; }); }
box.addEventListener("focusout", function (event) { if (!box.contains(event.relatedTarget)) open(false); });
document.addEventListener("keydown", function (event) {
var target = event.target, typing = target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName);
if ((event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey)
|| (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey))) {
event.preventDefault();
input.focus();
input.select();
}
});
}
function setUpPage(page) {
var form = page.querySelector("form"), input = page.querySelector("input"), list = page.querySelector("ol");
var status = page.querySelector("[role=status]");
page.hidden = false;
function show(query) {
loadIndex().then(function () {
if (!index) return null;
return search(query).then(function (found) {
return cards(found.results.slice(0, 50)).then(function (shown) { return { found: found, cards: shown }; });
});
}).then(function (outcome) {
if (!outcome) return;
list.textContent = "";
outcome.cards.forEach(function (card) {
var item = document.createElement("li"), link = document.createElement("a");
link.href = card.url;
addressOf(card).then(function (url) { link.href = url; });
resultContent(link, card, outcome.found.words);
item.appendChild(link);
list.appendChild(item);
});
status.textContent = phrase(page, outcome.found.results.length);
});
}
var query = new URLSearchParams(location.search).get("q") || "";
input.value = query;
if (query.trim()) show(query);
form.addEventListener("submit", function (event) {
event.preventDefault();
var url = new URL(location.href);
url.searchParams.set("q", input.value);
history.replaceState(null, "", url.href);
show(input.value);
});
}
function start() {
if (!script) return;
document.querySelectorAll("[data-search=box]").forEach(setUpBox);
document.querySelectorAll("[data-search=page]").forEach(setUpPage);
}
if (!script) return;
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
