#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Brings translations written as the old four-language C table into the gettext
# catalogues, once. An entry of src/app/i18n.c such as
#
#     [S_SWAP] = {{"Swap", "Обмін", "Обмен", "Размяна"}},
#
# (English, Ukrainian, Russian, Bulgarian; adjacent literals are joined) becomes
#
#     MSG(S_SWAP, "Swap"),
#
# in the C file, and "msgctxt S_SWAP / msgid Swap / msgstr ..." is added to po/uk.po,
# po/ru.po and po/bg.po (an entry whose context is there already is left alone).
# Afterwards run `make pot` to regenerate po/renju.pot and merge it into the .po files.
#
# usage: tools/po_import.py [FILE]   (default src/app/i18n.c)
import re
import sys

LANGS = ["uk", "ru", "bg"]
STRING = r'"(?:[^"\\]|\\.)*"'
ENTRY = re.compile(r'\[(\w+)\]\s*=\s*\{\{((?:\s*' + STRING + r'\s*,?)+)\}\}', re.S)


def literals(group):
    """The four texts of an entry: comma-separated runs of adjacent literals."""
    texts, cur = [], None
    for m in re.finditer(STRING + r'|,', group):
        tok = m.group(0)
        if tok == ',':
            texts.append(cur)
            cur = None
        else:
            cur = (cur or '') + tok[1:-1]
    if cur is not None:
        texts.append(cur)
    return texts


def po_quote(c_text):
    """A C literal's inside is already a valid PO string inside (same escapes)."""
    return '"' + c_text + '"'


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "src/app/i18n.c"
    src = open(path, encoding="utf-8").read()
    found = []

    def rewrite(m):
        texts = literals(m.group(2))
        if len(texts) != 4:
            sys.exit("%s: [%s] has %d texts, not 4" % (path, m.group(1), len(texts)))
        found.append((m.group(1), texts))
        return 'MSG(%s, "%s")' % (m.group(1), texts[0])

    out = ENTRY.sub(rewrite, src)
    for i, lang in enumerate(LANGS, start=1):
        po_path = "po/%s.po" % lang
        po = open(po_path, encoding="utf-8").read()
        have = set(re.findall(r'^msgctxt "(\w+)"', po, re.M))
        added = []
        for name, texts in found:
            if name not in have:
                added.append('\n#, c-format\n' if '%' in texts[0] else '\n')
                added.append('msgctxt "%s"\nmsgid %s\nmsgstr %s\n' %
                             (name, po_quote(texts[0]), po_quote(texts[i])))
        with open(po_path, "a", encoding="utf-8") as f:
            f.write("".join(added))
    open(path, "w", encoding="utf-8").write(out)
    print("%s: %d entries moved to po/{%s}.po" % (path, len(found), ",".join(LANGS)))


if __name__ == "__main__":
    main()
