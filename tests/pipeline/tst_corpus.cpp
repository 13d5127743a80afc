// SPDX-License-Identifier: GPL-2.0-or-later
// The corpus of real thread shapes: every tests/data/threads fixture with a `.facts.json`
// beside it, read as `vmscope-cli analyze --json --values` reads it, against the facts a
// reader of the real message takes from it (written by hand from the message, never from
// the output: which logs it holds, the line of each one's first row, its label, rows and a few
// values, an oops's function and process, a profile's total).
//
// Facts the parsers do not read yet are listed in threads/known-misses.list, one per line. A
// missed fact that is not listed fails, and so does a listed one that now holds: the list
// only shrinks, and every fix shows in its diff.
#include "cliutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

#include <cmath>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList factFiles()
{
    const QDir threads(dataPath(u"threads"_s));
    return threads.entryList({ u"*.facts.json"_s }, QDir::Files, QDir::Name);
}

/// `010#1.rows` and the like: what is known to be missed, with `#` comments.
QSet<QString> knownMisses()
{
    QSet<QString> misses;
    QFile file(dataPath(u"threads/known-misses.list"_s));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return misses;
    }
    for (const QByteArray &raw : file.readAll().split('\n')) {
        // A fact has a '#' of its own (`010#1.rows`): comments are whole lines.
        const QString fact = QString::fromUtf8(raw).trimmed();
        if (!fact.isEmpty() && !fact.startsWith(u'#')) {
            misses.insert(fact);
        }
    }
    return misses;
}

bool sameNumber(const QJsonValue &actual, double expected)
{
    return actual.isDouble() && std::abs(actual.toDouble() - expected) <= 1e-6 * std::max(1.0, std::abs(expected));
}

/// Checks the facts of one fixture against the CLI's JSON; appends `fixture#N.fact: why` for
/// each one missed.
class FactChecker
{
public:
    FactChecker(QString fixture, const QJsonArray &captures)
        : m_fixture(std::move(fixture))
        , m_captures(captures)
    {
    }

    void check(int index, const QJsonObject &expected)
    {
        m_id = u"%1#%2"_s.arg(m_fixture).arg(index);
        const QJsonObject actual = find(expected);
        if (actual.isEmpty()) {
            miss(u"found"_s,
                u"no %1 capture holds line %2"_s.arg(expected[u"kind"_s].toString())
                    .arg(expected[u"line"_s].toInt()));
            return;
        }
        checkLabel(expected, actual);
        if (expected.contains(u"rows"_s)) {
            expectNumber(u"rows"_s, rowsOf(actual), expected[u"rows"_s].toDouble());
        }
        checkValues(expected[u"values"_s].toArray(), actual);
        checkOops(expected[u"oops"_s].toObject(), actual);
        checkNumbers(u"profile"_s, expected[u"profile"_s].toObject(), actual,
            { { u"total"_s, u"total"_s }, { u"entries"_s, u"entries"_s } });
        checkNumbers(u"slab"_s, expected[u"slab"_s].toObject(), actual,
            { { u"caches"_s, u"caches"_s }, { u"snapshots"_s, u"snapshots"_s } });
        checkNumbers(u"top"_s, expected[u"top"_s].toObject(), actual,
            { { u"frames"_s, u"frames"_s }, { u"processes"_s, u"process_count"_s } });
        checkEvents(expected[u"events"_s].toObject(), actual);
    }

    [[nodiscard]] const QMap<QString, QString> &misses() const { return m_misses; }

private:
    /// The capture of the expected kind whose lines hold the expected line.
    QJsonObject find(const QJsonObject &expected) const
    {
        const int line = expected[u"line"_s].toInt();
        for (const QJsonValue &value : m_captures) {
            const QJsonObject capture = value.toObject();
            const QJsonObject source = capture[u"source"_s].toObject();
            if (capture[u"kind"_s] == expected[u"kind"_s]
                && source[u"first_line"_s].toInt() <= line
                && line <= source[u"last_line"_s].toInt()) {
                return capture;
            }
        }
        return {};
    }

    /// Samples, frames, entries; a result table that lists its configurations as the columns
    /// of one row (`2.4.17: 6:52` lines) has a row per configuration to a reader, unless it was
    /// printed with them across (mmtests, LKP).
    static QJsonValue rowsOf(const QJsonObject &capture)
    {
        const QJsonArray table = capture[u"table"_s].toArray();
        const QString layout = capture[u"layout"_s].toString();
        if (capture[u"kind"_s].toString() == u"results" && table.size() == 1
            && capture[u"columns_are"_s].toString() == u"configurations" && layout != u"LKP"
            && layout != u"mmtests") {
            return capture[u"columns"_s].toArray().size();
        }
        return capture[u"rows"_s];
    }

    void miss(const QString &fact, const QString &why)
    {
        m_misses.insert(m_id + u'.' + fact, why);
    }

    void expectNumber(const QString &fact, const QJsonValue &actual, double expected)
    {
        if (!sameNumber(actual, expected)) {
            miss(fact, u"%1 where %2 was expected"_s.arg(actual.toVariant().toString()).arg(expected));
        }
    }

    void expectText(const QString &fact, const QJsonValue &actual, const QJsonValue &expected)
    {
        if (!expected.isUndefined() && actual.toString() != expected.toString()) {
            miss(fact, u"'%1' where '%2' was expected"_s.arg(actual.toString(), expected.toString()));
        }
    }

    void checkLabel(const QJsonObject &expected, const QJsonObject &actual)
    {
        const QString label = actual[u"label"_s].toString();
        if (expected.contains(u"label"_s)) {
            expectText(u"label"_s, actual[u"label"_s], expected[u"label"_s]);
        } else if (const QString part = expected[u"label_contains"_s].toString();
                   !part.isEmpty() && !label.contains(part)) {
            miss(u"label"_s, u"'%1' does not contain '%2'"_s.arg(label, part));
        }
    }

    /// vmstat columns by key and sample (1-based); result tables by row and column name.
    void checkValues(const QJsonArray &values, const QJsonObject &actual)
    {
        for (const QJsonValue &item : values) {
            const QJsonObject value = item.toObject();
            const QString row = value[u"row"_s].toVariant().toString();
            const QString column = value[u"column"_s].toString();
            const QString fact = u"values[%1 %2]"_s.arg(row, column);
            expectNumber(fact, valueAt(actual, row, column), value[u"value"_s].toDouble());
        }
    }

    static QJsonValue valueAt(const QJsonObject &capture, const QString &row, const QString &column)
    {
        if (capture[u"kind"_s].toString() == u"results") {
            return resultAt(capture, row, column);
        }
        for (const QJsonValue &series : capture[u"columns"_s].toArray()) {
            if (series[u"key"_s].toString() == column) {
                return series[u"values"_s].toArray().at(row.toInt() - 1);
            }
        }
        return QJsonValue::Undefined;
    }

    /// A result table's cell, however the table is turned: the facts name a row (its key, or
    /// its number) and a column (a configuration or a measure), and a table may list the
    /// configurations as columns (`2.4.17` over a `time` row) or as rows. A one-row table
    /// answers for any measure name, a one-column table for any configuration.
    static QJsonValue resultAt(const QJsonObject &capture, const QString &row, const QString &column)
    {
        const QStringList columns = capture[u"columns"_s].toVariant().toStringList();
        const QJsonArray rows = capture[u"table"_s].toArray();
        const auto rowIndex = [&rows](const QString &name) -> qsizetype {
            for (qsizetype r = 0; r < rows.size(); ++r) {
                if (rows.at(r)[u"key"_s].toString() == name) {
                    return r;
                }
            }
            bool number = false;
            const int index = name.toInt(&number);
            return number && index >= 1 && index <= rows.size() ? index - 1 : -1;
        };
        const auto cell = [&rows](qsizetype r, qsizetype c) {
            return r < 0 || c < 0 ? QJsonValue(QJsonValue::Undefined)
                                  : rows.at(r)[u"values"_s].toArray().at(c);
        };
        if (const qsizetype c = columns.indexOf(column); c >= 0 && rowIndex(row) >= 0) {
            return cell(rowIndex(row), c);
        }
        // LKP's `%change` column: the change of the second commit as the table printed it.
        if (column == u"%change" && columns.size() == 2 && rowIndex(row) >= 0) {
            return rows.at(rowIndex(row))[u"pasted_deltas"_s].toArray().at(1);
        }
        if (const qsizetype c = columns.indexOf(row); c >= 0) {
            const qsizetype r = rowIndex(column);
            return cell(r >= 0 ? r : (rows.size() == 1 ? 0 : -1), c);
        }
        if (columns.size() == 1) { // one configuration: `real` of the `time` output
            return cell(rowIndex(row), 0);
        }
        return QJsonValue::Undefined;
    }

    void checkOops(const QJsonObject &oops, const QJsonObject &actual)
    {
        if (oops.isEmpty()) {
            return;
        }
        expectText(u"oops.function"_s, actual[u"location"_s][u"symbol"_s], oops[u"function"_s]);
        expectText(u"oops.process"_s, actual[u"process"_s], oops[u"process"_s]);
        expectText(u"oops.kernel"_s, actual[u"kernel"_s], oops[u"kernel"_s]);
        if (oops.contains(u"frames"_s)) {
            expectNumber(u"oops.frames"_s, QJsonValue(actual[u"frames"_s].toArray().size()),
                oops[u"frames"_s].toDouble());
        }
    }

    /// The numbers of `facts` (a profile's, a slab session's, top's) against the JSON keys
    /// `keys` maps them to.
    void checkNumbers(const QString &kind, const QJsonObject &facts, const QJsonObject &actual,
        const QList<std::pair<QString, QString>> &keys)
    {
        for (const auto &[fact, key] : keys) {
            if (facts.contains(fact)) {
                expectNumber(kind + u'.' + fact, actual[key], facts[fact].toDouble());
            }
        }
    }

    void checkEvents(const QJsonObject &events, const QJsonObject &actual)
    {
        if (events.isEmpty()) {
            return;
        }
        const QJsonArray list = actual[u"events"_s].toArray();
        const QJsonObject first = list.isEmpty() ? QJsonObject() : list.first().toObject();
        expectText(u"events.type"_s, first[u"type"_s], events[u"type"_s]);
        expectText(u"events.process"_s, first[u"process"_s], events[u"process"_s]);
        if (events.contains(u"pid"_s)) {
            expectNumber(u"events.pid"_s, first[u"pid"_s], events[u"pid"_s].toDouble());
        }
    }

    QString m_fixture;
    QJsonArray m_captures;
    QString m_id;
    QMap<QString, QString> m_misses; // fact -> why
};

} // namespace

class TestCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFactIsReadOrKnownMissed_data();
    void everyFactIsReadOrKnownMissed();
    void corpusCoversEveryClassTwice();

private:
    QSet<QString> m_known;
};

void TestCorpus::initTestCase()
{
    m_known = knownMisses();
    QVERIFY2(factFiles().size() >= 40, qPrintable(QString::number(factFiles().size())));
}

void TestCorpus::everyFactIsReadOrKnownMissed_data()
{
    QTest::addColumn<QString>("facts");
    for (const QString &file : factFiles()) {
        QTest::newRow(qPrintable(file.section(u'-', 0, 0))) << file;
    }
}

void TestCorpus::everyFactIsReadOrKnownMissed()
{
    QFETCH(QString, facts);
    const QString fixture = facts.section(u'-', 0, 0);
    const QJsonObject expected = readJson(dataPath(u"threads/"_s + facts));
    QVERIFY2(!expected.isEmpty(), qPrintable(facts));
    const QString log = dataPath(u"threads/"_s + facts.section(u".facts.json"_s, 0, 0) + u".txt"_s);
    const CliRun run = runCli({ u"analyze"_s, u"--json"_s, u"--values"_s, log });
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData()); // 1: no log found
    const QJsonObject output = QJsonDocument::fromJson(run.out).object();

    FactChecker checker(fixture, output[u"captures"_s].toArray());
    const QJsonArray captures = expected[u"captures"_s].toArray();
    for (int i = 0; i < captures.size(); ++i) {
        checker.check(i + 1, captures.at(i).toObject());
    }
    QStringList unexpected;
    for (auto miss = checker.misses().cbegin(); miss != checker.misses().cend(); ++miss) {
        if (!m_known.contains(miss.key())) {
            unexpected.append(miss.key() + u": "_s + miss.value());
        }
    }
    QStringList nowRead;
    for (const QString &known : std::as_const(m_known)) {
        if (known.startsWith(fixture + u'#') && !checker.misses().contains(known)) {
            nowRead.append(known);
        }
    }
    nowRead.sort();
    QVERIFY2(unexpected.isEmpty(), qPrintable(u"missed:\n  "_s + unexpected.join(u"\n  "_s)));
    QVERIFY2(nowRead.isEmpty(),
        qPrintable(u"read now, take off known-misses.list:\n  "_s + nowRead.join(u"\n  "_s)));
}

void TestCorpus::corpusCoversEveryClassTwice()
{
    QMap<QString, int> fixtures;
    for (const QString &file : factFiles()) {
        for (const QJsonValue &tag : readJson(dataPath(u"threads/"_s + file))[u"classes"_s].toArray()) {
            ++fixtures[tag.toString()];
        }
    }
    // The failure classes of the issue this corpus answers, by the tags the facts use.
    const QStringList required = { u"vmstat-wrapped-header"_s, u"split-rows"_s,
        u"labels-as-captions"_s, u"top-bare-process-table"_s, u"top-uptime-24h"_s,
        u"quoted-printable"_s, u"slabinfo-header-wrapped"_s, u"hung-task"_s,
        u"ksymoops-code-without-eip"_s, u"ssesp-trailer"_s, u"not-tainted-version-line"_s,
        u"wrapped-module-list"_s, u"module-colon-symbol-frames"_s, u"soft-lockup"_s,
        u"readprofile-decimal-commas"_s, u"lkp-stddev-change-table"_s,
        u"mmtests-significance-markers"_s, u"printk-timestamps"_s, u"syslog-prefix"_s,
        u"quoted-reply"_s, u"mail-cut-short"_s, u"top-load-average-wrapped"_s,
        u"slab-table-interjection"_s, u"inline-frames"_s, u"page-allocation-failure"_s,
        u"mem-info"_s, u"slabinfo-rows-cut-to-five-numbers"_s, u"opreport-side-by-side"_s,
        u"key-tab-value-rows"_s, u"charset-mangled-plusminus"_s,
        u"marker-lines-between-snapshots"_s, u"hand-remark-in-report"_s,
        u"message-charset-not-utf-8"_s };
    for (const QString &tag : required) {
        QVERIFY2(fixtures.value(tag) >= 2, qPrintable(tag));
    }
}

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
