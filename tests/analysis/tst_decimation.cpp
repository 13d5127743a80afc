// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/decimation.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <tuple>

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
    void indexFindsTheExtremesOfAnyRange();
    void indexGivesThePointsOfAScan();
};

namespace {
/// A column like a long `vmstat 1` bo: a random walk on whole numbers (many equal values),
/// plateaus of zero (a stall), runs of NaN (a process not listed) and a spike one sample wide.
std::vector<double> longColumn(std::size_t size, quint32 seed)
{
    QRandomGenerator random(seed);
    std::vector<double> values(size);
    double level = 12000;
    for (std::size_t i = 0; i < size; ++i) {
        level = std::max(0.0, level + double(random.bounded(2001)) - 1000);
        values[i] = i % 600 >= 570 ? 0.0 : std::round(level / 100);
    }
    for (std::size_t gap = 1000; gap + 300 < size; gap += 7919) {
        std::fill(values.begin() + std::ptrdiff_t(gap), values.begin() + std::ptrdiff_t(gap + 1 + gap % 300),
                  std::nan(""));
    }
    values[size / 3] = 1e6;
    return values;
}

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
    const QList<QPointF> points = decimateMinMax(ValueColumn(time), ValueColumn(values), 0, 4, 800);
    QCOMPARE(points.size(), 5);
    QCOMPARE(points.at(1), QPointF(1, 15480));
}

void TestDecimation::keepsOneSampleSpike()
{
    const std::vector<double> time = indexAxis(1'000'000);
    std::vector<double> values(time.size(), 10.0);
    values[654'321] = 99'999.0; // bo burst of a single second in a million
    values[123'456] = 0.0; // and a single stall
    const QList<QPointF> points = decimateMinMax(ValueColumn(time), ValueColumn(values), 0, 999'999, 1000);
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
    const QList<QPointF> points = decimateMinMax(ValueColumn(time), ValueColumn(values), 0, samples - 1, columns);
    QVERIFY(points.size() <= columns * 2 + 8);
    QVERIFY(points.size() >= columns * 2);
}

void TestDecimation::zoomedRangeReachesTheEdges()
{
    const std::vector<double> time = indexAxis(100'000);
    std::vector<double> values(time.size(), 1.0);
    const QList<QPointF> points = decimateMinMax(ValueColumn(time), ValueColumn(values), 5'000.5, 6'000.5, 100);
    QCOMPARE(points.constFirst().x(), 5'000.0); // one point before the range
    QCOMPARE(points.constLast().x(), 6'001.0); // and one after it
}

void TestDecimation::skipsMissingValues()
{
    const std::vector<double> time = indexAxis(4);
    const std::vector<double> values = {1, std::nan(""), 3, 4};
    const QList<QPointF> points = decimateMinMax(ValueColumn(time), ValueColumn(values), 0, 3, 100);
    QCOMPARE(points.size(), 3);
    QCOMPARE(points.at(1), QPointF(2, 3));
}


void TestDecimation::indexFindsTheExtremesOfAnyRange()
{
    const std::vector<double> values = longColumn(200000, 7);
    const ValueColumn column(values);
    const DecimationIndex index(column);
    QCOMPARE(index.size(), values.size());
    QRandomGenerator random(11);
    for (int trial = 0; trial < 300; ++trial) {
        const std::size_t first = random.bounded(quint32(values.size()));
        const std::size_t end = first + random.bounded(quint32(values.size() - first)) + 1;
        DecimationIndex::Extremes scanned;
        for (std::size_t i = first; i < end; ++i) {
            if (std::isnan(values[i])) {
                continue;
            }
            // The first of equal values, as a scan in time order keeps.
            if (scanned.min == DecimationIndex::Extremes::none || values[i] < values[scanned.min]) {
                scanned.min = i;
            }
            if (scanned.max == DecimationIndex::Extremes::none || values[i] > values[scanned.max]) {
                scanned.max = i;
            }
        }
        const DecimationIndex::Extremes found = index.extremes(column, first, end);
        QCOMPARE(found.min, scanned.min);
        QCOMPARE(found.max, scanned.max);
    }
    // A range of NaN only has no extremes; the spike is the maximum of the whole column.
    QCOMPARE(index.extremes(column, 1000, 1001).min, DecimationIndex::Extremes::none);
    QCOMPARE(index.extremes(column, 0, values.size()).max, values.size() / 3);
    // Value runs: the column starts with values and each NaN gap ends one run.
    QCOMPARE(index.valueRuns().front().first, std::size_t(0));
    QCOMPARE(index.valueRuns().front().second, std::size_t(1000));
}

void TestDecimation::indexGivesThePointsOfAScan()
{
    const std::size_t size = 300000;
    const std::vector<double> values = longColumn(size, 3);
    // Seconds with the sampling stopped for an hour in the middle: times are not indexes.
    std::vector<double> time = indexAxis(size);
    for (std::size_t i = size / 2; i < size; ++i) {
        time[i] += 3600;
    }
    const ValueColumn column(values);
    const DecimationIndex index(column);
    const double last = time.back();
    // Each range has more than 2 x 64 samples per column, so that the index is used.
    for (const auto &[from, to, columns] : {std::tuple{0.0, last, 1600}, {0.0, last, 333},
                                            {1234.5, 98765.4, 400}, {140000.0, 160000.0, 100},
                                            {last - 50000, last, 300}}) {
        const QList<QPointF> scanned = decimateMinMax(ValueColumn(time), ValueColumn(values), from, to, columns);
        const QList<QPointF> indexed = decimateMinMax(ValueColumn(time), ValueColumn(values), from, to, columns, &index);
        QCOMPARE(indexed.size(), scanned.size());
        QCOMPARE(indexed, scanned);
        QVERIFY(scanned.size() <= 2 * columns + 4);
    }
}

QTEST_GUILESS_MAIN(TestDecimation)
#include "tst_decimation.moc"
