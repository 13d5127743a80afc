// SPDX-License-Identifier: GPL-2.0-or-later
// The catalogues compiled in: English plural forms, a complete German catalogue whose every
// translation keeps its source's placeholders, and Qt's own German loaded beside it.
#include "translations/translators.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using namespace vmscope;

namespace {

/// One message of a .ts file: its context, source and translations (one per plural form).
struct Message
{
    QString context;
    QString source;
    QStringList translations;
    bool unfinished = false;
};

QList<Message> readCatalogue(const QString &name)
{
    QFile file(QStringLiteral(VMSCOPE_TRANSLATIONS_DIR "/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(file.fileName()));
        return {};
    }
    QList<Message> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            messages.append({context, {}, {}, false});
        } else if (xml.name() == u"source" && !messages.isEmpty()) {
            messages.last().source = xml.readElementText();
        } else if (xml.name() == u"translation" && !messages.isEmpty()) {
            // A plain translation is its text; a plural one holds a numerusform per form.
            Message &message = messages.last();
            message.unfinished = xml.attributes().value(u"type"_s) == u"unfinished"_s;
            QString plain;
            while (!xml.atEnd() && !(xml.isEndElement() && xml.name() == u"translation")) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == u"numerusform") {
                    message.translations.append(xml.readElementText());
                } else if (xml.isCharacters()) {
                    plain += xml.text();
                }
            }
            if (message.translations.isEmpty() && !plain.isEmpty()) {
                message.translations.append(plain);
            }
        }
    }
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(u"%(L?\\d+|n)"_s);
    QStringList found;
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(text)) {
        found.append(match.captured());
    }
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { installTranslators(u"en"_s); }
    void englishPluralsComeFromTheCatalogue();
    void everyCatalogueIsFinished_data();
    void everyCatalogueIsFinished();
    void germanIsLoadedWithQtsOwn();
};

void TestTranslations::englishPluralsComeFromTheCatalogue()
{
    QCOMPARE(installTranslators(u"en"_s), u"en"_s);
    const auto capture = [](int n) {
        return QCoreApplication::translate("vmscope::AnalyzeCommand", "%n capture(s)", nullptr, n);
    };
    QCOMPARE(capture(1), u"1 capture"_s);
    QCOMPARE(capture(9), u"9 captures"_s);
    QCOMPARE(capture(0), u"0 captures"_s);
    QCOMPARE(QCoreApplication::translate("vmscope::AnalyzeCommand", "%n process(es)", nullptr, 1),
             u"1 process"_s);
    QCOMPARE(QCoreApplication::translate("vmscope::AnalyzeCommand", "%n process(es)", nullptr, 6),
             u"6 processes"_s);
    // Not a plural: the source as it is.
    QCOMPARE(QCoreApplication::translate("vmscope::AnalyzeCommand", "no findings"), u"no findings"_s);
}

void TestTranslations::everyCatalogueIsFinished_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("German") << u"vmscope_de.ts"_s;
    QTest::newRow("English plurals") << u"vmscope_en.ts"_s;
}

void TestTranslations::everyCatalogueIsFinished()
{
    // What `lconvert`/`lupdate` would count as unfinished, and a translation that lost or
    // gained a placeholder (an argument then lands in the wrong place, or nowhere).
    QFETCH(QString, file);
    const QList<Message> messages = readCatalogue(file);
    QVERIFY(!messages.isEmpty());
    QStringList wrong;
    for (const Message &message : messages) {
        if (message.unfinished || message.translations.isEmpty()) {
            wrong.append(u"unfinished: %1 / %2"_s.arg(message.context, message.source));
            continue;
        }
        for (const QString &translation : message.translations) {
            if (placeholders(translation) != placeholders(message.source)) {
                wrong.append(u"placeholders differ: %1 / %2 -> %3"_s.arg(
                    message.context, message.source, translation));
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(u"%1 of %2 messages:\n"_s.arg(wrong.size()).arg(messages.size())
                                         + wrong.mid(0, 20).join(u'\n')));
}

void TestTranslations::germanIsLoadedWithQtsOwn()
{
    QVERIFY(catalogueLanguages().contains(u"de"_s));
    QCOMPARE(installTranslators(u"de"_s), u"de"_s);
    const QString captures
        = QCoreApplication::translate("vmscope::AnalyzeCommand", "%n capture(s)", nullptr, 2);
    QVERIFY2(captures.startsWith(u"2 "_s) && captures != u"2 captures"_s, qPrintable(captures));
    QCOMPARE(QCoreApplication::translate("vmscope::MainWindow", "&File"), u"&Datei"_s);
    // qtbase's own catalogue: the buttons of Qt's dialogs.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Abbrechen"_s);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
