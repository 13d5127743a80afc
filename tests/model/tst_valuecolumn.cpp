// SPDX-License-Identifier: GPL-2.0-or-later
// Columns stored as narrow as their values: the columns of real vmstat rows (the 2.5.31
// `vmstat 1` block of the August 2002 writeback thread on LKML, shared seed 000), each value
// read back exactly as appended.
#include "core/model/valuecolumn.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace vmscope;

class TestValueColumn : public QObject
{
    Q_OBJECT

private slots:
    void aSampleIndexIsALine();
    void vmstatColumnsTakeTheNarrowestWholeStorage();
    void widensKeepingEveryEarlierValue();
    void missingValuesStayMissing();
    void fractionsAndNegativeZeroAreDoubles();
    void setChangesOneValue();
    void iteratesInOrderForBinarySearch();
    void comparesValuesNotStorage();
    void aColumnMovedFromIsEmpty();
};

namespace {

using Storage = ValueColumn::Storage;

ValueColumn columnOf(std::initializer_list<double> values)
{
    ValueColumn column;
    for (const double value : values) {
        column.push_back(value);
    }
    return column;
}

void expectValues(const ValueColumn &column, std::initializer_list<double> values)
{
    QCOMPARE(column.size(), values.size());
    std::size_t row = 0;
    for (const double value : values) {
        const double read = column[row++];
        QVERIFY2(read == value || (std::isnan(read) && std::isnan(value)),
                 qPrintable(QStringLiteral("row %1: %2, not %3").arg(row - 1).arg(read).arg(value)));
        QCOMPARE(std::signbit(read), std::signbit(value));
    }
}

} // namespace

void TestValueColumn::aSampleIndexIsALine()
{
    // `vmstat 2` with no timestamps: the time axis is 0, 2, 4…; `st` of a 2.6 kernel is 0 throughout.
    ValueColumn time;
    ValueColumn st;
    for (int row = 0; row < 100000; ++row) {
        time.push_back(2.0 * row);
        st.push_back(0);
    }
    QCOMPARE(time.storage(), Storage::Line);
    QCOMPARE(st.storage(), Storage::Line);
    QCOMPARE(time.bytes(), std::size_t(0));
    QCOMPARE(time[0], 0.0);
    QCOMPARE(time[99999], 199998.0);
    QCOMPARE(time.back(), 199998.0);
    QCOMPARE(st[12345], 0.0);
    // A gap (the machine stalled for 3 s) leaves the line for whole numbers, values unchanged.
    time.push_back(199998.0 + 5);
    QCOMPARE(time.storage(), Storage::Int32);
    QCOMPARE(time[99999], 199998.0);
    QCOMPARE(time[100000], 200003.0);
}

void TestValueColumn::vmstatColumnsTakeTheNarrowestWholeStorage()
{
    // The first seven rows of the 2.5.31 block, as Adam posted them: sy, bo, free, swpd.
    const ValueColumn sy = columnOf({ 21, 53, 50, 41, 9, 2, 1 });
    const ValueColumn bo = columnOf({ 0, 0, 0, 0, 21036, 3888, 0 });
    const ValueColumn free = columnOf({ 118940, 110904, 103260, 97100, 96048, 96044, 96044 });
    const ValueColumn swpd = columnOf({ 0, 0, 0, 0, 0, 0, 0 });
    QCOMPARE(sy.storage(), Storage::Int8);
    QCOMPARE(bo.storage(), Storage::Int16);
    QCOMPARE(free.storage(), Storage::Int32);
    QCOMPARE(swpd.storage(), Storage::Line);
    expectValues(sy, { 21, 53, 50, 41, 9, 2, 1 });
    expectValues(bo, { 0, 0, 0, 0, 21036, 3888, 0 });
    expectValues(free, { 118940, 110904, 103260, 97100, 96048, 96044, 96044 });
    QVERIFY(free.bytes() < 7 * sizeof(double));
    // A terabyte machine's free memory in KiB does not fit 32 bits: doubles.
    const ValueColumn big = columnOf({ 118940, 3000000000.0 });
    QCOMPARE(big.storage(), Storage::Double);
    expectValues(big, { 118940, 3000000000.0 });
}

void TestValueColumn::widensKeepingEveryEarlierValue()
{
    ValueColumn column;
    column.reserve(1000);
    for (int i = 0; i < 300; ++i) {
        column.push_back(i % 100); // a share: one byte
    }
    QCOMPARE(column.storage(), Storage::Int8);
    column.push_back(-127);
    QCOMPARE(column.storage(), Storage::Int8);
    column.push_back(-128); // the lowest int8 stands for NaN: two bytes
    QCOMPARE(column.storage(), Storage::Int16);
    column.push_back(70000);
    QCOMPARE(column.storage(), Storage::Int32);
    column.push_back(0.5);
    QCOMPARE(column.storage(), Storage::Double);
    QCOMPARE(column.size(), std::size_t(304));
    for (int i = 0; i < 300; ++i) {
        QCOMPARE(column[std::size_t(i)], double(i % 100));
    }
    QCOMPARE(column[300], -127.0);
    QCOMPARE(column[301], -128.0);
    QCOMPARE(column[302], 70000.0);
    QCOMPARE(column[303], 0.5);
    QVERIFY(column.bytes() >= 1000 * sizeof(double)); // what was reserved stays reserved
}

void TestValueColumn::missingValuesStayMissing()
{
    // A column that a later copy of the header added: NaN before it, then values.
    const double nan = std::nan("");
    ValueColumn column(3, nan);
    QCOMPARE(column.storage(), Storage::Int8);
    column.push_back(34);
    column.push_back(nan);
    expectValues(column, { nan, nan, nan, 34, nan });
    column.push_back(-2147483647.0);
    QCOMPARE(column.storage(), Storage::Int32);
    expectValues(column, { nan, nan, nan, 34, nan, -2147483647.0 });
    column.push_back(-2147483648.0); // the lowest int32 is NaN there
    QCOMPARE(column.storage(), Storage::Double);
    expectValues(column, { nan, nan, nan, 34, nan, -2147483647.0, -2147483648.0 });
    column.push_back(std::numeric_limits<double>::infinity());
    QCOMPARE(column.back(), std::numeric_limits<double>::infinity());
}

void TestValueColumn::fractionsAndNegativeZeroAreDoubles()
{
    // Load averages, and a -0 a computation can give: both read back bit for bit.
    expectValues(columnOf({ 0.52, 0.58, 0.59 }), { 0.52, 0.58, 0.59 });
    const ValueColumn zero = columnOf({ -0.0 });
    QCOMPARE(zero.storage(), Storage::Double);
    expectValues(zero, { -0.0 });
    const ValueColumn line = columnOf({ 0, 1, 2, -0.0 });
    expectValues(line, { 0, 1, 2, -0.0 });
    // Times of `vmstat 0.5`: not whole, so not a line of whole numbers.
    expectValues(columnOf({ 0, 0.5, 1.0, 1.5 }), { 0, 0.5, 1.0, 1.5 });
}

void TestValueColumn::setChangesOneValue()
{
    ValueColumn column = columnOf({ 0, 1, 2, 3, 4 });
    column.set(2, 2);
    QCOMPARE(column.storage(), Storage::Line);
    column.set(2, std::nan("")); // a since-boot row drawn as a gap
    expectValues(column, { 0, 1, std::nan(""), 3, 4 });
    column.set(4, 1e10);
    expectValues(column, { 0, 1, std::nan(""), 3, 1e10 });
    QCOMPARE(column.storage(), Storage::Double);
}

void TestValueColumn::iteratesInOrderForBinarySearch()
{
    const ValueColumn time = columnOf({ 0, 1, 2, 5, 6, 7, 8 });
    const auto after = std::lower_bound(time.begin(), time.end(), 4.5);
    QCOMPARE(after - time.begin(), std::ptrdiff_t(3));
    QCOMPARE(*after, 5.0);
    double sum = 0;
    for (const double t : time) {
        sum += t;
    }
    QCOMPARE(sum, 29.0);
    const auto [low, high] = std::minmax_element(time.begin(), time.end());
    QCOMPARE(*low, 0.0);
    QCOMPARE(*high, 8.0);
    QCOMPARE(time.toVector(), std::vector<double>({ 0, 1, 2, 5, 6, 7, 8 }));
}

void TestValueColumn::comparesValuesNotStorage()
{
    ValueColumn line = columnOf({ 0, 1, 2 });
    ValueColumn widened = columnOf({ 0.5 });
    widened = columnOf({ 0, 1, 2 });
    widened.push_back(1e9);
    line.push_back(1e9);
    QCOMPARE(line, widened);
    ValueColumn ints(std::vector<double>({ 0, 1, 2, 1e9 }));
    QCOMPARE(ints, line);
    QVERIFY(!(columnOf({ 1, 2 }) == columnOf({ 1, 3 })));
    QVERIFY(!(columnOf({ std::nan("") }) == columnOf({ std::nan("") }))); // as doubles compare
}

void TestValueColumn::aColumnMovedFromIsEmpty()
{
    ValueColumn from = columnOf({ 118940, 110904, 103260 });
    const ValueColumn to = std::move(from);
    QCOMPARE(to.size(), std::size_t(3));
    QCOMPARE(to[2], 103260.0);
    QVERIFY(from.empty()); // NOLINT(bugprone-use-after-move): what a move leaves is the point
    from.push_back(4); // and it is a column again
    expectValues(from, { 4 });
    ValueColumn assigned;
    assigned = std::move(from);
    expectValues(assigned, { 4 });
    QVERIFY(from.empty()); // NOLINT(bugprone-use-after-move)
}

QTEST_APPLESS_MAIN(TestValueColumn)
#include "tst_valuecolumn.moc"
