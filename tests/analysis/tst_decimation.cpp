// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/decimation.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace vmscope;

class TestDecimation : public QObject
{
    Q_OBJECT

private slots:
    void smallSeriesPassesThrough();
    void keepsOneSampleSpike();
    void boundsOutputByPixelColumns_data();
    void boundsOutputByPixelColumns();
    void zoomedRangeReachesTheEdges();
    void skipsMissingValues();
};

namespace {
std::vector<double> indexAxis(std::size_t size)
{
    std::vector<double> time(size);
    for (std::size_t i = 0; i < size; ++i) {
        time[i] = double(i);
    }
    return time;
}
} // namespace

void TestDecimation::smallSeriesPassesThrough()
{
    const std::vector<double> time = indexAxis(5);
    const std::vector<double> values = {0, 15480, 7696, 6268, 4};
    const QList<QPointF> points = decimateMinMax(time, values, 0, 4, 800);
    QCOMPARE(points.size(), 5);
    QCOMPARE(points.at(1), QPointF(1, 15480));
}

void TestDecimation::keepsOneSampleSpike()
{
    const std::vector<double> time = indexAxis(1'000'000);
    std::vector<double> values(time.size(), 10.0);
    values[654'321] = 99'999.0; // bo burst of a single second in a million
    values[123'456] = 0.0; // and a single stall
    const QList<QPointF> points = decimateMinMax(time, values, 0, 999'999, 1000);
    const auto has = [&](double x, double y) { return points.contains(QPointF(x, y)); };
    QVERIFY(has(654'321, 99'999.0));
    QVERIFY(has(123'456, 0.0));
    QCOMPARE(points.constFirst(), QPointF(0, 10.0));
    QCOMPARE(points.constLast(), QPointF(999'999, 10.0));
    QVERIFY(std::is_sorted(points.cbegin(), points.cend(),
                           [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }));
}

void TestDecimation::boundsOutputByPixelColumns_data()
{
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("columns");
    QTest::newRow("a week of vmstat 1 on a laptop screen") << 604'800 << 1'366;
    QTest::newRow("a million rows on a small chart") << 1'000'000 << 300;
}

void TestDecimation::boundsOutputByPixelColumns()
{
    QFETCH(int, samples);
    QFETCH(int, columns);
    const std::vector<double> time = indexAxis(std::size_t(samples));
    std::vector<double> values(time.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        values[i] = std::sin(double(i) / 7.0) * 100.0;
    }
    const QList<QPointF> points = decimateMinMax(time, values, 0, samples - 1, columns);
    QVERIFY(points.size() <= columns * 2 + 8);
    QVERIFY(points.size() >= columns * 2);
}

void TestDecimation::zoomedRangeReachesTheEdges()
{
    const std::vector<double> time = indexAxis(100'000);
    std::vector<double> values(time.size(), 1.0);
    const QList<QPointF> points = decimateMinMax(time, values, 5'000.5, 6'000.5, 100);
    QCOMPARE(points.constFirst().x(), 5'000.0); // one point before the range
    QCOMPARE(points.constLast().x(), 6'001.0); // and one after it
}

void TestDecimation::skipsMissingValues()
{
    const std::vector<double> time = indexAxis(4);
    const std::vector<double> values = {1, std::nan(""), 3, 4};
    const QList<QPointF> points = decimateMinMax(time, values, 0, 3, 100);
    QCOMPARE(points.size(), 3);
    QCOMPARE(points.at(1), QPointF(2, 3));
}

QTEST_GUILESS_MAIN(TestDecimation)
#include "tst_decimation.moc"
