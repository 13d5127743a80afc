// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/capturetable.h"
#include "app/gui/profile/profilebarchart.h"
#include "app/gui/profile/profilediffmodel.h"
#include "app/gui/profile/profilediffview.h"
#include "app/gui/widgets/tablefilterbar.h"
#include "app/gui/widgets/tablefilterproxymodel.h"
#include "app/gui/profile/profiletablemodel.h"
#include "app/gui/profile/profileview.h"
#include "translations/translators.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>

using namespace Qt::StringLiterals;
using vmscope::ProfileDiffModel;
using vmscope::ProfileTableModel;
using vmscope::test::columnTexts;
using vmscope::test::pointers;
using vmscope::test::verifyLinesFit;

namespace {

QString fixture()
{
    return vmscope::test::dataPath(u"cli/profiles-ordered-writeback.txt"_s);
}

QString seed000()
{
    return vmscope::test::seedPath(u"000_afa3e04f98f9f577.txt"_s);
}

QString seed003()
{
    return vmscope::test::seedPath(u"003_1f34ba865f14a293.txt"_s);
}

/// A row of filterKeepsMatchingSymbols: what is typed into the filter, as plain text or as a
/// regular expression, the symbols left in table order and whether the filter is valid.
struct Filter
{
    QString text;
    bool expression = false;
    QStringList symbols;
    bool valid = true;
};

/// The profile captures of `path`, as the document holds them.
QList<vmscope::Capture> profilesOf(const QString &path)
{
    return vmscope::test::capturesOf(
        vmscope::test::load(path).document, vmscope::CaptureKind::Profile);
}

} // namespace

class TestProfileView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void emptyStatesSayWhatToLoad();
    void tableShowsTheListing();
    void columnsSortByNumber_data();
    void columnsSortByNumber();
    void filterKeepsMatchingSymbols_data();
    void filterKeepsMatchingSymbols();
    void barsAreTheTopSymbols();
    void seed000ChartsTheHighmemLock();
    void selectionAndBarsFollowEachOther();
    void activatingARowAsksForItsSourceLine();
    void diffRanksTheLargestChanges_data();
    void diffRanksTheLargestChanges();
    void baselineSwitchFlipsSigns();
    void oneSidedSymbolsAreMarked();
    void wholeListingsSayOnlyIn();
    void groupRowSumsJournalSymbols();
    void mailTextFitsSeventyTwoColumns();

private:
    /// Loads the profile captures of `path`; false when the seed is not there.
    [[nodiscard]] bool loadProfiles(const QString &path);
    QList<vmscope::Capture> m_captures;
};

void TestProfileView::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    vmscope::installTranslators(QStringLiteral("en")); // "sum of 3 symbols", as the application says it
}

bool TestProfileView::loadProfiles(const QString &path)
{
    m_captures = path.isEmpty() ? QList<vmscope::Capture>() : profilesOf(path);
    return !m_captures.isEmpty();
}

void TestProfileView::emptyStatesSayWhatToLoad()
{
    vmscope::ProfileView view;
    view.setCaptures({});
    auto *pages = view.findChild<QStackedWidget *>();
    QCOMPARE(pages->currentIndex(), 0);
    QVERIFY(view.findChild<QLabel *>(u"emptyState"_s)->text().contains(u"readprofile"_s));
    QVERIFY(view.captureId().isEmpty());

    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileDiffView diff;
    diff.setCaptures({ &m_captures.constFirst() });
    QCOMPARE(diff.findChild<QStackedWidget *>()->currentIndex(), 0);
    QVERIFY(diff.findChild<QLabel *>(u"emptyState"_s)->text().contains(u"Only one profile"_s));
    QVERIFY(diff.mailText().isEmpty());
    diff.setCaptures(pointers(m_captures));
    QCOMPARE(diff.findChild<QStackedWidget *>()->currentIndex(), 1);
}

void TestProfileView::tableShowsTheListing()
{
    QVERIFY(loadProfiles(fixture()));
    QCOMPARE(m_captures.size(), 2);
    vmscope::ProfileView view;
    QAbstractItemModelTester tester(view.model());
    // A capture without a profile does not empty the view.
    view.setCapture(&m_captures.at(0));
    view.setCapture(nullptr);
    QCOMPARE(view.captureId(), m_captures.at(0).id);
    QCOMPARE(view.model()->rowCount(), 7);
    const QAbstractItemModel *table = view.table()->proxy();
    QCOMPARE(table->index(0, ProfileTableModel::SymbolColumn).data().toString(), u"default_idle"_s);
    QCOMPARE(table->index(0, ProfileTableModel::RankColumn).data().toInt(), 1);
    QCOMPARE(table->index(0, ProfileTableModel::TicksColumn).data().toString(), u"34550"_s);
    // 34550 of the stated 51611 ticks.
    QCOMPARE(table->index(0, ProfileTableModel::ShareColumn).data().toString(), u"66.94"_s);
    QCOMPARE(table->index(0, ProfileTableModel::LoadColumn).data().toString(), u"664.4231"_s);
    QVERIFY(view.table()->isColumnHidden(ProfileTableModel::AddressColumn));
    QVERIFY(view.table()->isColumnHidden(ProfileTableModel::ModuleColumn));
    QVERIFY(!view.table()->isColumnHidden(ProfileTableModel::LoadColumn));
    QVERIFY(view.titleLabel()->text().contains(u"51611 ticks in total"_s));
    // The listing is the top of a `sort -nr`: far from the stated total.
    QVERIFY(!view.noticeLabel()->isHidden());
    QVERIFY(view.noticeLabel()->text().contains(u"51611"_s));
}

void TestProfileView::columnsSortByNumber_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");
    // As strings "34550" < "4941" < "514": only a numeric sort puts 514 first.
    QTest::newRow("ticks ascending") << int(ProfileTableModel::TicksColumn) << Qt::AscendingOrder
                                     << u"journal_get_write_access"_s << u"default_idle"_s;
    QTest::newRow("ticks descending") << int(ProfileTableModel::TicksColumn) << Qt::DescendingOrder
                                      << u"default_idle"_s << u"journal_get_write_access"_s;
    QTest::newRow("share descending") << int(ProfileTableModel::ShareColumn) << Qt::DescendingOrder
                                      << u"default_idle"_s << u"journal_get_write_access"_s;
    QTest::newRow("load ascending") << int(ProfileTableModel::LoadColumn) << Qt::AscendingOrder
                                    << u"do_get_write_access"_s << u"default_idle"_s;
    QTest::newRow("symbol ascending") << int(ProfileTableModel::SymbolColumn) << Qt::AscendingOrder
                                      << u"default_idle"_s << u"journal_get_write_access"_s;
}

void TestProfileView::columnsSortByNumber()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QString, first);
    QFETCH(QString, last);
    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileView view;
    view.setCapture(&m_captures.at(0));
    view.table()->sortByColumn(column, order);
    const QStringList symbols = columnTexts(view.table()->proxy(), ProfileTableModel::SymbolColumn);
    QCOMPARE(symbols.constFirst(), first);
    QCOMPARE(symbols.constLast(), last);
}

void TestProfileView::filterKeepsMatchingSymbols_data()
{
    QTest::addColumn<Filter>("filter");
    const QStringList all { u"default_idle"_s, u"generic_file_write"_s, u"journal_dirty_metadata"_s,
        u"get_hash_table"_s, u"journal_add_journal_head"_s, u"do_get_write_access"_s,
        u"journal_get_write_access"_s };
    QTest::newRow("plain text, any case")
        << Filter { u"JOURNAL"_s, false,
               { u"journal_dirty_metadata"_s, u"journal_add_journal_head"_s,
                   u"journal_get_write_access"_s },
               true };
    QTest::newRow("regular expression")
        << Filter {
               u"^(get|do)_"_s, true, { u"get_hash_table"_s, u"do_get_write_access"_s }, true };
    QTest::newRow("the same text, not as an expression")
        << Filter { u"^(get|do)_"_s, false, {}, true };
    QTest::newRow("broken expression keeps every row")
        << Filter { u"(journal"_s, true, all, false };
}

void TestProfileView::filterKeepsMatchingSymbols()
{
    QFETCH(Filter, filter);
    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileView view;
    view.setCapture(&m_captures.at(0));
    view.table()->filterBar()->setUseRegularExpression(filter.expression);
    view.table()->filterBar()->setFilterText(filter.text);
    QCOMPARE(columnTexts(view.table()->proxy(), ProfileTableModel::SymbolColumn), filter.symbols);
    QCOMPARE(view.table()->proxy()->isFilterValid(), filter.valid);
}

void TestProfileView::barsAreTheTopSymbols()
{
    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileView view;
    view.setCapture(&m_captures.at(1));
    QCOMPARE(view.topCount(), vmscope::ProfileView::defaultTopCount);
    QCOMPARE(view.barChart()->bars().size(), 7); // fewer symbols than the default 15
    view.setTopCount(3);
    const QList<vmscope::ProfileBar> &bars = view.barChart()->bars();
    QCOMPARE(bars.size(), 3);
    QCOMPARE(bars.at(0).label, u"default_idle"_s);
    QCOMPARE(bars.at(1).label, u"generic_file_write"_s);
    QCOMPARE(bars.at(2).label, u"get_hash_table"_s);
    QVERIFY(qAbs(bars.at(0).value - 23781 * 100.0 / 53652) < 1e-9);
    QVERIFY(qAbs(bars.at(2).value - 2429 * 100.0 / 53652) < 1e-9);
    QCOMPARE(bars.at(2).valueText, u"4.53 %"_s);
}

void TestProfileView::seed000ChartsTheHighmemLock()
{
    QVERIFY(loadProfiles(seed000()));
    const auto profile = std::find_if(m_captures.cbegin(), m_captures.cend(),
        [](const vmscope::Capture &capture) { return capture.profile()->entries.size() == 22; });
    QVERIFY(profile != m_captures.cend());
    vmscope::ProfileView view;
    view.setCaptures(pointers(m_captures));
    view.setCapture(&*profile);
    QCOMPARE(view.model()->rowCount(), 22);
    const QList<vmscope::ProfileBar> &bars = view.barChart()->bars();
    QCOMPARE(bars.size(), 15);
    QCOMPARE(bars.at(0).label, u".text.lock.highmem"_s);
    QCOMPARE(bars.at(0).value, 72.928);
    QVERIFY(!view.table()->isColumnHidden(ProfileTableModel::AddressColumn));
    QCOMPARE(
        view.table()->proxy()->index(0, ProfileTableModel::AddressColumn).data().toString(), u"c013bf74"_s);
    QCOMPARE(view.table()->proxy()->index(0, ProfileTableModel::ShareColumn).data().toString(), u"72.93"_s);
}

void TestProfileView::selectionAndBarsFollowEachOther()
{
    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileView view;
    view.resize(1000, 600);
    view.show();
    view.setCapture(&m_captures.at(0));
    // get_hash_table is the fourth largest of the ordered listing.
    const qsizetype hash = view.model()->profile().entries.indexOf(
        *view.model()->profile().entry(u"get_hash_table"));
    view.selectEntry(hash);
    QCOMPARE(view.currentEntry(), hash);
    QCOMPARE(view.barChart()->highlighted(), 3);
    // Keyboard on the chart: Home picks the first bar, and the table follows.
    view.barChart()->setFocus();
    QTest::keyClick(view.barChart(), Qt::Key_Home);
    QCOMPARE(view.barChart()->highlighted(), 0);
    QCOMPARE(view.model()->profile().entries.at(view.currentEntry()).symbol, u"default_idle"_s);
    QTest::keyClick(view.barChart(), Qt::Key_Down);
    QCOMPARE(
        view.model()->profile().entries.at(view.currentEntry()).symbol, u"generic_file_write"_s);
}

void TestProfileView::activatingARowAsksForItsSourceLine()
{
    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileView view;
    view.show();
    view.setCapture(&m_captures.at(0));
    QSignalSpy requested(&view, &vmscope::ProfileView::sourceLineRequested);
    view.selectEntry(0);
    view.table()->setFocus();
    QTest::keyClick(view.table(), Qt::Key_Return);
    QCOMPARE(requested.size(), 1);
    // Line 10 of the fixture: "34550 default_idle 664.4231".
    QCOMPARE(requested.at(0).at(0).toInt(), 10);
    QCOMPARE(view.sourceFile(), m_captures.at(0).source.file);
}

void TestProfileView::diffRanksTheLargestChanges_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("fixture") << fixture();
    QTest::newRow("seed 003") << seed003();
}

void TestProfileView::diffRanksTheLargestChanges()
{
    QFETCH(QString, path);
    QVERIFY(loadProfiles(path));
    QCOMPARE(m_captures.size(), 2);
    vmscope::ProfileDiffView view;
    QAbstractItemModelTester tester(view.model());
    view.setCaptures(pointers(m_captures));
    QCOMPARE(view.labels(), (QStringList { u"ordered"_s, u"writeback"_s }));
    QCOMPARE(view.baseline(), 0);
    const vmscope::ProfileDiff &diff = view.diff();
    QCOMPARE(diff.rank(u"default_idle"), 0);
    QVERIFY(diff.rank(u"get_hash_table") >= 0 && diff.rank(u"get_hash_table") < 4);
    // The table shows the rows in the diff's order, with signed, coloured changes.
    const QAbstractItemModel *table = view.table()->proxy();
    const int change = view.model()->column(ProfileDiffModel::Kind::Change, 1);
    const int ticks = view.model()->column(ProfileDiffModel::Kind::Ticks, 1);
    QCOMPARE(table->index(0, 1).data().toString(), u"default_idle"_s);
    QCOMPARE(table->index(0, ticks).data().toString(), u"23781"_s);
    QVERIFY(table->index(0, change).data().toString().startsWith(u'-'));
    const int hash = int(diff.rank(u"get_hash_table"));
    QVERIFY(table->index(hash, change).data().toString().startsWith(u'+'));
    QCOMPARE(table->index(hash, change).data(Qt::ForegroundRole).value<QColor>(),
        vmscope::ProfileBarChart::increaseColor(view.palette()));
    // The chart draws the same changes, largest first.
    const QList<vmscope::ProfileBar> &bars = view.barChart()->bars();
    QCOMPARE(bars.constFirst().label, u"default_idle"_s);
    QVERIFY(bars.constFirst().value < -20);
    QCOMPARE(bars.at(hash).label, u"get_hash_table"_s);
    QVERIFY(bars.at(hash).value > 3);
}

void TestProfileView::baselineSwitchFlipsSigns()
{
    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileDiffView view;
    view.setCaptures(pointers(m_captures));
    const double before = view.diff().row(u"default_idle")->shareChange.at(1);
    QVERIFY(before < 0);
    view.baselineChoice()->setCurrentIndex(1);
    emit view.baselineChoice()->activated(1);
    QCOMPARE(view.baseline(), 1);
    QCOMPARE(view.diff().row(u"default_idle")->shareChange.at(0), -before);
    QCOMPARE(view.diff().row(u"default_idle")->shareChange.at(1), 0.0);
    const int change = view.model()->column(ProfileDiffModel::Kind::Change, 0);
    QVERIFY(view.table()->proxy()->index(0, change).data().toString().startsWith(u'+'));
    QVERIFY(view.barChart()->bars().constFirst().value > 20);
    // Reloaded captures keep the baseline the user chose.
    view.setCaptures(pointers(m_captures));
    QCOMPARE(view.baseline(), 1);
}

void TestProfileView::oneSidedSymbolsAreMarked()
{
    QVERIFY(loadProfiles(seed003()));
    vmscope::ProfileDiffView view;
    view.setCaptures(pointers(m_captures));
    const int row = int(view.diff().rank(u"unlock_buffer"));
    QVERIFY(row >= 0);
    const QAbstractItemModel *model = view.model();
    const int note = model->columnCount() - 1;
    // Both listings were cut after their top symbols (88 % and 81 % of their totals): a
    // symbol one lacks may lie below its smallest share, 147 of 51611 and 308 of 53652 ticks.
    QCOMPARE(model->index(row, note).data().toString(), u"below ordered's cut-off (< 0.28 %)"_s);
    QVERIFY(model->index(row, 1).data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(
        model->index(row, view.model()->column(ProfileDiffModel::Kind::Ticks, 0)).data().toString(),
        u"–"_s);
    const int idle = int(view.diff().rank(u"handle_IRQ_event"));
    QCOMPARE(model->index(idle, note).data().toString(), u"below writeback's cut-off (< 0.57 %)"_s);
    const int ticks = view.model()->column(ProfileDiffModel::Kind::Ticks, 0);
    QVERIFY(model->index(row, ticks).data(Qt::ToolTipRole).toString().contains(u"less than 0.28 %"_s));
    QVERIFY(model->index(int(view.diff().rank(u"default_idle")), note).data().toString().isEmpty());
}

void TestProfileView::wholeListingsSayOnlyIn()
{
    // Two whole listings (their ticks make their totals): a symbol one lacks had none there.
    const auto listing = [](const QList<std::pair<QString, double>> &rows) {
        vmscope::Profile profile;
        double total = 0;
        for (const auto &[symbol, ticks] : rows) {
            vmscope::ProfileEntry entry;
            entry.symbol = symbol;
            entry.ticks = ticks;
            profile.entries.append(entry);
            total += ticks;
        }
        profile.statedTotal = total;
        return profile;
    };
    const QList<vmscope::Profile> profiles = { listing({ { u"default_idle"_s, 900 },
                                                   { u"ext3_writepage"_s, 100 } }),
        listing({ { u"default_idle"_s, 950 }, { u"handle_IRQ_event"_s, 50 } }) };
    const vmscope::ProfileDiff diff
        = vmscope::diffProfiles(profiles, { u"ordered"_s, u"writeback"_s });
    ProfileDiffModel model;
    model.setDiff(diff, profiles);
    const int note = model.columnCount() - 1;
    QCOMPARE(model.index(int(diff.rank(u"ext3_writepage")), note).data().toString(),
        u"only in ordered"_s);
    QCOMPARE(model.index(int(diff.rank(u"handle_IRQ_event")), note).data().toString(),
        u"only in writeback"_s);
    const int ticks = model.column(ProfileDiffModel::Kind::Ticks, 1);
    QVERIFY(model.index(int(diff.rank(u"ext3_writepage")), ticks)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"its listing is whole"_s));
}

void TestProfileView::groupRowSumsJournalSymbols()
{
    QVERIFY(loadProfiles(fixture()));
    vmscope::ProfileDiffView view;
    view.show();
    view.setCaptures(pointers(m_captures));
    // Typed as a user would, applied on Return.
    view.groupsEdit()->setFocus();
    QTest::keyClicks(view.groupsEdit(), u"journal_*, ext3_*"_s);
    QTest::keyClick(view.groupsEdit(), Qt::Key_Return);
    QCOMPARE(view.groups(), (QStringList { u"journal_*"_s, u"ext3_*"_s }));
    const vmscope::ProfileDiffRow *journal = view.diff().row(u"journal_*");
    QVERIFY(journal);
    QVERIFY(journal->isGroup);
    QCOMPARE(journal->ticks.at(0).value_or(-1), 741.0 + 566 + 514);
    QCOMPARE(journal->ticks.at(1).value_or(-1), 2026.0 + 1025 + 1348);
    QVERIFY(journal->shareChange.at(1) > 0);
    const int row = int(view.diff().rank(u"journal_*"));
    const int note = view.model()->columnCount() - 1;
    QCOMPARE(view.model()->index(row, note).data().toString(), u"sum of 3 symbols"_s);
    QVERIFY(view.model()->index(row, 1).data(Qt::FontRole).value<QFont>().bold());
    // No ext3 symbol in this listing: no row rather than a row of zeros.
    QVERIFY(!view.diff().row(u"ext3_*") || !view.diff().row(u"ext3_*")->listedIn(0));
}

void TestProfileView::mailTextFitsSeventyTwoColumns()
{
    QVERIFY(loadProfiles(seed003()));
    vmscope::ProfileDiffView view;
    view.setCaptures(pointers(m_captures));
    view.setGroups({ u"journal_*"_s });
    QGuiApplication::clipboard()->clear();
    const auto buttons = view.findChildren<QPushButton *>();
    const auto mail = std::find_if(buttons.cbegin(), buttons.cend(),
        [](const QPushButton *button) { return button->text().contains(u"Mail"_s); });
    QVERIFY(mail != buttons.cend());
    QTest::mouseClick(*mail, Qt::LeftButton);
    const QString text = QGuiApplication::clipboard()->text();
    QVERIFY(!text.isEmpty());
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    // Header, rule, the top 15 changes and the group.
    QVERIFY(lines.size() >= 2 + vmscope::ProfileDiffView::defaultTopCount);
    verifyLinesFit(lines);
    QVERIFY(lines.at(0).contains(u"ordered"_s) && lines.at(0).contains(u"writeback"_s));
    QVERIFY(lines.at(2).startsWith(u"default_idle"_s));
    QVERIFY(text.contains(u"get_hash_table"_s));
    QVERIFY(text.contains(u"journal_*"_s));

    view.copyAsCsv();
    const QString csv = QGuiApplication::clipboard()->text();
    QVERIFY(csv.startsWith(u"symbol,"_s));
    // Every row of the diff (22 symbols and the group) after the header.
    QCOMPARE(csv.trimmed().split(u'\n').size(), 1 + int(view.diff().rows.size()));
}

QTEST_MAIN(TestProfileView)
#include "tst_profileview.moc"
