// SPDX-License-Identifier: GPL-2.0-or-later
// IndentedJsonWriter writes what QJsonDocument::Indented writes, member by member: `analyze
// --json` streams its captures through it and its golden files must not change a byte.
#include "core/text/jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmscope;

class TestJsonStream : public QObject
{
    Q_OBJECT

private slots:
    void writesWhatQJsonDocumentWrites_data();
    void writesWhatQJsonDocumentWrites();
};

void TestJsonStream::writesWhatQJsonDocumentWrites_data()
{
    QTest::addColumn<QJsonObject>("object");
    const QJsonObject nested{{u"label"_s, u"2.5.31 \"akpm\"\t\u00e9\u2013\n"_s},
                             {u"rows"_s, 4},
                             {u"values"_s, QJsonArray{1.5, -0.0, 1e300, QJsonValue::Null}},
                             {u"empty"_s, QJsonObject{}},
                             {u"none"_s, QJsonArray{}},
                             {u"deep"_s, QJsonArray{QJsonArray{QJsonObject{{u"a"_s, true}}}}}};
    QTest::newRow("empty object") << QJsonObject{};
    QTest::newRow("empty arrays and scalars")
        << QJsonObject{{u"captures"_s, QJsonArray{}}, {u"schema"_s, 2}, {u"z"_s, u"x"_s}};
    QTest::newRow("nested, escaped, unicode keys")
        << QJsonObject{{u"captures"_s, QJsonArray{nested, nested}},
                       {u"diagnostics"_s, QJsonArray{u"a"_s, 3, QJsonArray{}}},
                       {u"k\u00e9y \"quoted\""_s, nested},
                       {u"schema"_s, 2}};
}

void TestJsonStream::writesWhatQJsonDocumentWrites()
{
    QFETCH(QJsonObject, object);
    QString streamed;
    QTextStream out(&streamed);
    IndentedJsonWriter json(out);
    for (auto member = object.constBegin(); member != object.constEnd(); ++member) {
        if (member.value().isArray()) { // element by element, as analyze writes its captures
            json.beginArray(member.key());
            for (const QJsonValue &element : member.value().toArray()) {
                json.element(element);
            }
            json.endArray();
        } else {
            json.member(member.key(), member.value());
        }
    }
    json.end();
    out.flush();
    QCOMPARE(streamed, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)));
}

QTEST_GUILESS_MAIN(TestJsonStream)
#include "tst_jsonstream.moc"
