// SPDX-License-Identifier: GPL-2.0-or-later
// The slab view: the cache table (values, default sort, numeric sort with unknown values last,
// leak suspects, filter), its header, the memory chart of the caches that grew most or of the
// selected ones, and the jump to a cache's line, on this machine's growing /proc/slabinfo
// (tests/data/slabinfo/growth-2.1.txt, read by hand in tst_slabanalysis) and on seed 003.
#include "app/gui/widgets/capturetable.h"
#include "app/charts/chartstack.h"
#include "app/charts/timechartview.h"
#include "app/gui/widgets/numericsort.h"
#include "app/gui/widgets/tablefilterproxymodel.h"
#include "app/gui/slab/slabtablemodel.h"
#include "app/gui/slab/slabview.h"
#include "translations/translators.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QComboBox>
#include <QHeaderView>
#include <QIcon>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>

#include <cmath>

using namespace vmscope;
using namespace Qt::StringLiterals;
using test::columnTexts;
using test::pointers;

namespace {

QList<Capture> slabCapturesOf(const QString &path)
{
    return test::capturesOf(test::load(path).document, CaptureKind::Slabinfo);
}

QList<Capture> growthCaptures()
{
    return slabCapturesOf(test::dataPath(u"slabinfo/growth-2.1.txt"_s));
}

/// The proxy row of cache `name`, -1 when the filter hides it.
int rowOf(const SlabView &view, const QString &name)
{
    return int(columnTexts(view.table()->proxy(), SlabTableModel::NameColumn).indexOf(name));
}

QString cell(const SlabView &view, const QString &name, int column, int role = Qt::DisplayRole)
{
    return view.table()->proxy()->index(rowOf(view, name), column).data(role).toString();
}

/// Shows `view` at a size that fits its table and chart, for the tests that type and click.
/// The view on screen, as a user sees it, showing `captures`.
bool shownOnScreen(SlabView &view, const QList<Capture> &captures)
{
    view.resize(1000, 700);
    view.show();
    const bool exposed = QTest::qWaitForWindowExposed(&view);
    view.setCaptures(pointers(captures));
    return exposed;
}

QStringList seriesNames(const SlabView &view)
{
    const TimeChartView *chart = view.charts()->chart(u"size"_s);
    return chart ? chart->seriesNames() : QStringList();
}

} // namespace

class TestSlabView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nanSortsLast_data();
    void nanSortsLast();
    void emptyStateWithoutSlabCapture();
    void tableHasOneRowPerCache();
    void defaultSortIsMemoryLargestFirst();
    void sortingByGrowthPutsTheFastestFirst();
    void leakSuspectsAreFlagged();
    void headerSaysThePageSizeIsAssumed();
    void filterKeepsMatchingCaches();
    void regularExpressionFilterIsClickedOnAndCounted();
    void chartPlotsTopGrowersThenSelection();
    void rowAsksForItsSourceLine();
    void capturesChoiceKeepsTheShownOne();
    void seed003SingleBufferHeadLine();
};

void TestSlabView::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    installTranslators(QStringLiteral("en")); // "6 snapshots", as the application says it
}

void TestSlabView::nanSortsLast_data()
{
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<bool>("ascending");
    QTest::addColumn<bool>("descending");
    const double nan = qQNaN();
    // Qt reverses lessThan() for a descending sort: NaN must come last both ways.
    QTest::newRow("numbers by value") << 1.0 << 2.0 << true << true;
    QTest::newRow("number before unknown, ascending") << 1.0 << nan << true << false;
    QTest::newRow("unknown after number, descending") << nan << 1.0 << false << true;
    QTest::newRow("two unknowns are equal") << nan << nan << false << false;
}

void TestSlabView::nanSortsLast()
{
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(bool, ascending);
    QFETCH(bool, descending);
    QCOMPARE(numericLessThan(a, b, Qt::AscendingOrder), ascending);
    QCOMPARE(numericLessThan(a, b, Qt::DescendingOrder), descending);
}

void TestSlabView::emptyStateWithoutSlabCapture()
{
    SlabView view;
    const auto *pages = view.findChild<QStackedWidget *>();
    QVERIFY(pages);
    QCOMPARE(pages->currentIndex(), 0);
    QVERIFY(view.findChild<QLabel *>(u"emptyState"_s)->text().contains(u"slabinfo"_s));
    QVERIFY(view.captureId().isEmpty());

    // A vmstat capture is not a slab capture: nothing changes.
    const LoadResult vmstat = test::load(test::dataPath(u"top/mixed-vmstat.txt"_s));
    QVERIFY(!vmstat.document.captures().isEmpty());
    view.setCaptures(pointers(vmstat.document.captures()));
    view.setCapture(&vmstat.document.captures().constFirst());
    view.setCapture(nullptr);
    QCOMPARE(pages->currentIndex(), 0);
    QVERIFY(view.captureId().isEmpty());
    QCOMPARE(view.model()->rowCount(), 0);

    // Once a slab capture is shown, other captures leave it on screen.
    const QList<Capture> slabs = growthCaptures();
    view.setCapture(&slabs.constFirst());
    QCOMPARE(pages->currentIndex(), 1);
    view.setCapture(&vmstat.document.captures().constFirst());
    view.setCapture(nullptr);
    QCOMPARE(view.captureId(), slabs.constFirst().id);
}

void TestSlabView::tableHasOneRowPerCache()
{
    const QList<Capture> captures = growthCaptures();
    QCOMPARE(captures.size(), 1);
    SlabView view;
    QAbstractItemModelTester tester(view.model());
    QAbstractItemModelTester proxyTester(view.table()->proxy());
    view.setCaptures(pointers(captures));
    const SlabSession &session = *captures.constFirst().slabSession();
    QCOMPARE(view.model()->rowCount(), int(session.caches().size()));
    QCOMPARE(view.table()->proxy()->rowCount(), int(session.caches().size()));

    // ext4_inode_cache: 14579 slabs of 4 pages at the end, 3867 at the start, 21 s apart.
    const QString ext4 = u"ext4_inode_cache"_s;
    QCOMPARE(cell(view, ext4, SlabTableModel::MemoryColumn), u"227.8 MiB"_s);
    QCOMPARE(cell(view, ext4, SlabTableModel::MemoryColumn, SlabTableModel::SortRole).toDouble(),
        14579.0 * 4 * 4096);
    QCOMPARE(cell(view, ext4, SlabTableModel::ActiveObjectsColumn), u"204106"_s);
    QCOMPARE(cell(view, ext4, SlabTableModel::TotalObjectsColumn), u"204106"_s);
    QCOMPARE(cell(view, ext4, SlabTableModel::ObjectSizeColumn), u"1128 B"_s);
    QCOMPARE(cell(view, ext4, SlabTableModel::GrowthBytesColumn), u"+167.4 MiB"_s);
    QCOMPARE(cell(view, ext4, SlabTableModel::GrowthObjectsColumn), u"+150001"_s);
    QCOMPARE(
        cell(view, ext4, SlabTableModel::GrowthRateColumn, SlabTableModel::SortRole).toDouble(),
        175505408.0 / 21);
    QCOMPARE(cell(view, ext4, SlabTableModel::GrowthRateColumn), u"+8161.5 KiB/s"_s);
    QCOMPARE(
        view.model()->headerData(SlabTableModel::GrowthRateColumn, Qt::Horizontal, Qt::DisplayRole),
        QVariant(u"Growth/s"_s));
    // The sparkline spans the six snapshots, drawn up to the cache's own peak.
    QCOMPARE(view.model()->sparklineSampleCount(), 6);
    const int ext4Row = int(session.cacheIndex(ext4));
    QCOMPARE(view.model()->sparklineRange(ext4Row).second, 14579.0 * 4 * 4096);
    std::vector<float> columns;
    view.model()->sparklineColumns(ext4Row, 100, columns);
    QCOMPARE(columns.size(), std::size_t(6));
    QCOMPARE(columns.front(), float(3867.0 * 4 * 4096));
    QCOMPARE(columns.back(), float(14579.0 * 4 * 4096));
}

void TestSlabView::defaultSortIsMemoryLargestFirst()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    view.setCaptures(pointers(captures));
    QCOMPARE(view.table()->horizontalHeader()->sortIndicatorSection(),
        int(SlabTableModel::MemoryColumn));
    QCOMPARE(view.table()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(columnTexts(view.table()->proxy(), SlabTableModel::NameColumn).mid(0, 3),
        (QStringList { u"ext4_inode_cache"_s, u"dentry"_s, u"radix_tree_node"_s }));
}

void TestSlabView::sortingByGrowthPutsTheFastestFirst()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    view.setCaptures(pointers(captures));
    const QStringList fastest { u"ext4_inode_cache"_s, u"dentry"_s, u"lsm_inode_cache"_s,
        u"kmalloc-128"_s, u"kmalloc-192"_s, u"buffer_head"_s };
    view.table()->sortByColumn(SlabTableModel::GrowthBytesColumn, Qt::DescendingOrder);
    QCOMPARE(columnTexts(view.table()->proxy(), SlabTableModel::NameColumn).mid(0, 6), fastest);
    view.table()->sortByColumn(SlabTableModel::GrowthRateColumn, Qt::DescendingOrder);
    QCOMPARE(columnTexts(view.table()->proxy(), SlabTableModel::NameColumn).mid(0, 6), fastest);
    // Ascending, the caches that shrank most come first and the fastest growing last.
    view.table()->sortByColumn(SlabTableModel::GrowthBytesColumn, Qt::AscendingOrder);
    QCOMPARE(
        columnTexts(view.table()->proxy(), SlabTableModel::NameColumn).constLast(), u"ext4_inode_cache"_s);
    // By name, as text.
    view.table()->sortByColumn(SlabTableModel::NameColumn, Qt::AscendingOrder);
    const QStringList names = columnTexts(view.table()->proxy(), SlabTableModel::NameColumn);
    QVERIFY(names.indexOf(u"bio-312"_s) < names.indexOf(u"dentry"_s));
}

void TestSlabView::leakSuspectsAreFlagged()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    view.setCaptures(pointers(captures));
    // radix_tree_node gained objects in every step but no slab: it only grows all the same.
    const QString radix = u"radix_tree_node"_s;
    QCOMPARE(cell(view, radix, SlabTableModel::LeakSuspectColumn), u"only grows"_s);
    QVERIFY(!view.table()->proxy()
                 ->index(rowOf(view, radix), SlabTableModel::LeakSuspectColumn)
                 .data(Qt::DecorationRole)
                 .value<QIcon>()
                 .isNull());
    QVERIFY(cell(view, radix, SlabTableModel::LeakSuspectColumn, Qt::ToolTipRole)
                .startsWith(u"Leak suspect: radix_tree_node went from 62193 to 62364"_s));
    // bio-312 held 12 objects throughout: not a suspect.
    QCOMPARE(cell(view, u"bio-312"_s, SlabTableModel::LeakSuspectColumn), QString());
    QVERIFY(view.table()->proxy()
                ->index(rowOf(view, u"bio-312"_s), SlabTableModel::LeakSuspectColumn)
                .data(Qt::DecorationRole)
                .isNull());
    // Sorting by the flag brings the seven suspects to the top.
    view.table()->sortByColumn(SlabTableModel::LeakSuspectColumn, Qt::DescendingOrder);
    const QStringList flags = columnTexts(view.table()->proxy(), SlabTableModel::LeakSuspectColumn);
    QCOMPARE(flags.count(u"only grows"_s), 7);
    QCOMPARE(flags.mid(0, 7), QStringList(7, u"only grows"_s));
}

void TestSlabView::headerSaysThePageSizeIsAssumed()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    view.setCaptures(pointers(captures));
    const QString header = view.headerLabel()->text();
    QVERIFY2(header.contains(u"slabinfo version 2.1"_s), qPrintable(header));
    QVERIFY2(header.contains(u"6 snapshots over 21 s"_s), qPrintable(header));
    QVERIFY2(header.contains(u"page size 4 KiB assumed"_s), qPrintable(header));
    QVERIFY2(header.contains(u"at the last snapshot"_s), qPrintable(header));
    QVERIFY(!view.titleLabel()->text().isEmpty());
    // One capture: no choice to make.
    QVERIFY(!view.captureChoice()->isVisibleTo(&view));
}

void TestSlabView::filterKeepsMatchingCaches()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    QVERIFY(shownOnScreen(view, captures));
    const int all = view.table()->proxy()->rowCount();

    // Ctrl+F anywhere in the view goes to the filter.
    view.table()->setFocus();
    QTest::keyClick(view.table(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(view.table()->filterBar()->edit()->hasFocus());
    QTest::keyClicks(view.table()->filterBar()->edit(), u"KMALLOC-1"_s);
    const QStringList names = columnTexts(view.table()->proxy(), SlabTableModel::NameColumn);
    QVERIFY(!names.isEmpty());
    QVERIFY(names.size() < all);
    for (const QString &name : names) {
        QVERIFY2(name.contains(u"kmalloc-1"_s, Qt::CaseInsensitive), qPrintable(name));
    }
    QVERIFY(names.contains(u"kmalloc-128"_s));
    QVERIFY(!names.contains(u"dentry"_s));
    view.table()->filterBar()->setFilterText(QString());
    QCOMPARE(view.table()->proxy()->rowCount(), all);
    QCOMPARE(view.table()->filterBar()->edit()->text(), QString());
}

/// The filter bar the profile page had, now the slab page's too: the checkbox a user clicks
/// makes the text a regular expression, and the count beside it says what is kept.
void TestSlabView::regularExpressionFilterIsClickedOnAndCounted()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    QVERIFY(shownOnScreen(view, captures));
    const int all = view.table()->proxy()->rowCount();
    auto *expression = view.findChild<QCheckBox *>();
    QVERIFY(expression);
    QTest::mouseClick(expression, Qt::LeftButton, {}, QPoint(4, expression->height() / 2));
    QVERIFY(expression->isChecked());
    QTest::keyClicks(view.table()->filterBar()->edit(), u"^dentry$|^ext4_inode_cache$"_s);
    const QStringList names = columnTexts(view.table()->proxy(), SlabTableModel::NameColumn);
    QCOMPARE(QSet<QString>(names.cbegin(), names.cend()),
        QSet<QString>({ u"dentry"_s, u"ext4_inode_cache"_s }));
    const QList<QLabel *> labels = view.findChildren<QLabel *>();
    const bool counted = std::any_of(labels.cbegin(), labels.cend(), [all](const QLabel *label) {
        return label->text() == u"2 of %1 caches"_s.arg(all);
    });
    QVERIFY2(counted, "no '2 of N caches' beside the filter");
    // An invalid expression keeps every row and says why.
    view.table()->filterBar()->edit()->clear();
    QTest::keyClicks(view.table()->filterBar()->edit(), u"(unclosed"_s);
    QCOMPARE(view.table()->proxy()->rowCount(), all);
}

void TestSlabView::chartPlotsTopGrowersThenSelection()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    view.setCaptures(pointers(captures));
    // Nothing selected: the five caches that grew most, fastest first.
    QCOMPARE(seriesNames(view),
        (QStringList { u"ext4_inode_cache"_s, u"dentry"_s, u"lsm_inode_cache"_s, u"kmalloc-128"_s,
            u"kmalloc-192"_s }));
    view.setTopCount(2);
    QCOMPARE(seriesNames(view), (QStringList { u"ext4_inode_cache"_s, u"dentry"_s }));

    // A selection replaces them, in table order (by memory: dentry before radix_tree_node).
    const SlabSession &session = *captures.constFirst().slabSession();
    QItemSelection selection;
    for (const QString &name : { u"radix_tree_node"_s, u"dentry"_s }) {
        const QModelIndex index = view.table()->proxy()->index(rowOf(view, name), 0);
        selection.select(index, index);
    }
    view.table()->selectionModel()->select(
        selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(seriesNames(view), (QStringList { u"dentry"_s, u"radix_tree_node"_s }));
    QCOMPARE(view.chartedCaches(),
        (QList<qsizetype> {
            session.cacheIndex(u"dentry"), session.cacheIndex(u"radix_tree_node") }));
    view.table()->clearSelection();
    QCOMPARE(seriesNames(view), (QStringList { u"ext4_inode_cache"_s, u"dentry"_s }));
}

void TestSlabView::rowAsksForItsSourceLine()
{
    const QList<Capture> captures = growthCaptures();
    SlabView view;
    QVERIFY(shownOnScreen(view, captures));
    QVERIFY(view.sourceFile().endsWith(u"growth-2.1.txt"_s));
    QSignalSpy requested(&view, &SlabView::sourceLineRequested);

    // dentry's line in the last snapshot (22:54:06).
    const qsizetype dentry = captures.constFirst().slabSession()->cacheIndex(u"dentry");
    view.selectCache(dentry);
    view.table()->setFocus();
    QTest::keyClick(view.table(), Qt::Key_Return);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.constFirst().constFirst().toInt(), 1374);

    // Double-click on ext4_inode_cache's row.
    const QModelIndex ext4 = view.table()->proxy()->index(rowOf(view, u"ext4_inode_cache"_s), 0);
    view.table()->scrollTo(ext4);
    const QPoint centre = view.table()->visualRect(ext4).center();
    QTest::mouseClick(view.table()->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(view.table()->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(requested.size(), 2);
    QCOMPARE(requested.constLast().constFirst().toInt(), 1278);
}

void TestSlabView::capturesChoiceKeepsTheShownOne()
{
    QList<Capture> captures = growthCaptures();
    captures.append(slabCapturesOf(test::dataPath(u"slabinfo/v21-statistics.txt"_s)));
    QVERIFY(captures.size() >= 2);
    captures[1].id = u"second"_s; // ids are per document; these come from two
    SlabView view;
    view.setCaptures(pointers(captures));
    QCOMPARE(view.captureId(), captures.at(0).id);
    QCOMPARE(view.captureChoice()->count(), int(captures.size()));
    QVERIFY(view.captureChoice()->isVisibleTo(&view));

    view.setCapture(&captures.at(1));
    QCOMPARE(view.captureId(), u"second"_s);
    QCOMPARE(view.model()->rowCount(), int(captures.at(1).slabSession()->caches().size()));
    // Listed again, in another order: still the second one.
    view.setCaptures({ &captures.at(1), &captures.at(0) });
    QCOMPARE(view.captureId(), u"second"_s);
    QCOMPARE(view.captureChoice()->currentText(), view.titleLabel()->text());
    // Gone: the first of the rest.
    view.setCaptures({ &captures.at(0) });
    QCOMPARE(view.captureId(), captures.at(0).id);
    view.setCaptures({});
    QVERIFY(view.captureId().isEmpty());
    QCOMPARE(view.model()->rowCount(), 0);
}

void TestSlabView::seed003SingleBufferHeadLine()
{
    const QString seed = test::seedPath(u"003_1f34ba865f14a293.txt"_s);
    const LoadResult result = test::load(seed);
    SlabView view;
    view.setCaptures(pointers(result.document.captures()));
    QVERIFY(!view.captureId().isEmpty());
    QCOMPARE(view.model()->rowCount(), 1);
    QCOMPARE(cell(view, u"buffer_head"_s, SlabTableModel::ActiveObjectsColumn), u"134513"_s);
    QCOMPARE(cell(view, u"buffer_head"_s, SlabTableModel::TotalObjectsColumn), u"159440"_s);
    QCOMPARE(cell(view, u"buffer_head"_s, SlabTableModel::ObjectSizeColumn), u"96 B"_s);
    // 3986 slabs of one 4 KiB page; one snapshot tells nothing about growth.
    QCOMPARE(cell(view, u"buffer_head"_s, SlabTableModel::MemoryColumn), u"15.6 MiB"_s);
    QCOMPARE(cell(view, u"buffer_head"_s, SlabTableModel::GrowthBytesColumn), u"–"_s);
    QCOMPARE(cell(view, u"buffer_head"_s, SlabTableModel::LeakSuspectColumn), QString());
    const QString header = view.headerLabel()->text();
    QVERIFY2(header.contains(u"slabinfo version 1.1"_s), qPrintable(header));
    QVERIFY2(header.contains(u"1 snapshot ·"_s), qPrintable(header));
    QVERIFY2(header.contains(u"page size 4 KiB assumed"_s), qPrintable(header));
    // With no growth, the chart shows the largest cache.
    QCOMPARE(seriesNames(view), QStringList { u"buffer_head"_s });
}

QTEST_MAIN(TestSlabView)
#include "tst_slabview.moc"
