// SPDX-License-Identifier: GPL-2.0-or-later
#include "translations/pluraltranslator.h"

#include <QCoreApplication>
#include <QTest>

using namespace vmscope;

class TestPluralTranslator : public QObject
{
    Q_OBJECT

private slots:
    void pluralizes_data();
    void pluralizes();
    void appliesThroughTr();
};

void TestPluralTranslator::pluralizes_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one capture") << "%n capture(s)" << 1 << "%n capture";
    QTest::newRow("nine captures") << "%n capture(s)" << 9 << "%n captures";
    QTest::newRow("no rows") << "%n row(s)" << 0 << "%n rows";
    QTest::newRow("with an argument") << "%n capture(s) from %1" << 2 << "%n captures from %1";
    QTest::newRow("one process") << "%n process(es)" << 1 << "%n process";
    QTest::newRow("six processes") << "%n process(es)" << 6 << "%n processes";
    QTest::newRow("no plural marker is left to others") << "%n rows" << 3 << "";
}

void TestPluralTranslator::pluralizes()
{
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QCOMPARE(PluralTranslator::pluralize(source, n), expected);
}

void TestPluralTranslator::appliesThroughTr()
{
    installTranslators();
    QCOMPARE(QCoreApplication::translate("vmscope::MainWindow", "%n capture(s) from %1", nullptr, 9)
                 .arg(QStringLiteral("000.txt")),
             QStringLiteral("9 captures from 000.txt"));
    QCOMPARE(QCoreApplication::translate("ctx", "%n row(s)", nullptr, 1), QStringLiteral("1 row"));
    QCOMPARE(QCoreApplication::translate("ctx", "Open…"), QStringLiteral("Open…"));
}

QTEST_GUILESS_MAIN(TestPluralTranslator)
#include "tst_pluraltranslator.moc"
