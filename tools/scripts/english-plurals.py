#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Fills in the English plural forms of translations/vmscope_en.ts that lupdate -pluralonly
left unfinished: source strings mark the plural for translators ("%n capture(s)",
"%n process(es)"), and English says "1 capture", "9 captures". A form filled in before (by
hand or by this script) is left as it is."""
import sys
import xml.etree.ElementTree as ElementTree


def forms(source):
    one = source.replace('(es)', '').replace('(s)', '')
    other = source.replace('(es)', 'es').replace('(s)', 's')
    return [one, other]


def main(path):
    tree = ElementTree.parse(path)
    filled = 0
    for message in tree.getroot().iter('message'):
        if message.get('numerus') != 'yes':
            continue
        translation = message.find('translation')
        if translation.get('type') != 'unfinished':
            continue
        for form in list(translation):
            translation.remove(form)
        translation.text = None
        for text in forms(message.findtext('source')):
            element = ElementTree.SubElement(translation, 'numerusform')
            element.text = text
        del translation.attrib['type']
        filled += 1
    with open(path, 'wb') as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding='utf-8', xml_declaration=False)
        out.write(b'\n')
    print(f'{path}: {filled} plural message(s) filled in')


if __name__ == '__main__':
    main(sys.argv[1])
