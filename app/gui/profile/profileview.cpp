// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profileview.h"

#include "app/gui/profile/profilebarchart.h"
#include "app/gui/profile/symbolfilter.h"
#include "app/gui/widgets/capturetable.h"
#include "app/gui/widgets/topcountbox.h"
#include "app/gui/profile/profilesplitter.h"
#include "app/gui/profile/profiletablemodel.h"
#include "app/gui/widgets/pagewidgets.h"
#include "core/model/column.h"
#include "core/model/capture.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// The listed ticks may differ from a stated total by rounding in percent-only listings.
constexpr double sumTolerance = 0.005;

QString number(double value)
{
    return QLocale().toString(value, 'f', value == std::floor(value) ? 0 : 1);
}

} // namespace

ProfileView::ProfileView(QWidget *parent)
    : CapturePage([](const Capture &capture) { return capture.profile() != nullptr; },
          tr("&Profile:"), tr("The profile to show"), parent)
    , m_model(new ProfileTableModel(this))
    , m_table(new CaptureTable(m_model, symbolFilterTexts(), this))
{
    m_pages = new PageStack(this,
        tr("No profile is loaded.\n\nOpen or paste a kernel profile (File > Open, Edit > Paste): "
           "readprofile, oprofile or perf report output. This view then shows where the kernel "
           "spent its time: a sortable table of the symbols and a chart of the busiest ones."));
    QVBoxLayout *layout = m_pages->content();
    createToolBar(layout);
    createTable();
    createChart();
    m_splitter = new ProfileSplitter(m_table, m_chartBox, chartWidth);
    layout->addWidget(m_splitter, 1);
    showCapture();
}

ProfileView::~ProfileView() = default;

void ProfileView::createToolBar(QVBoxLayout *layout)
{
    m_title = new QLabel;
    m_title->setObjectName(u"profileTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_noticeIcon = new QLabel;
    m_notice = new QLabel;
    m_notice->setObjectName(u"profileNotice"_s);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->setWordWrap(true);
    auto *heading = new QHBoxLayout;
    heading->addWidget(choiceLabel());
    heading->addWidget(captureChoice());
    heading->addWidget(m_title, 1);
    auto *notice = new QHBoxLayout;
    notice->addWidget(m_noticeIcon);
    notice->addWidget(m_notice, 1);

    m_topCount = new TopCountBox(tr("&Top symbols charted:"), defaultTopCount, maximumTopCount,
        tr("How many of the largest symbols the chart shows"));
    connect(m_topCount, &TopCountBox::valueChanged, this, &ProfileView::updateChart);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_table->filterBar(), 1);
    bar->addSpacing(12);
    bar->addWidget(m_topCount);

    layout->addLayout(heading);
    layout->addLayout(notice);
    layout->addLayout(bar);
}

void ProfileView::createTable()
{
    m_table->setObjectName(u"profileTable"_s);
    m_table->sortByColumn(ProfileTableModel::RankColumn, Qt::AscendingOrder);
    setSpokenText(m_table, tr("Profile symbols"),
        tr("A symbol a row with its ticks and share of the total; Enter or F4 shows its line in "
           "the source, Ctrl+C copies the symbol"));
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *source = new QAction(tr("Show in &Source"), m_table);
    source->setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::Key_F4) });
    source->setShortcutContext(Qt::WidgetShortcut);
    source->setToolTip(tr("Show the line of the input this symbol was read from"));
    connect(source, &QAction::triggered, this, &ProfileView::showCurrentInSource);
    auto *copy = new QAction(tr("&Copy Symbol"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, [this] {
        const qsizetype entry = currentEntry();
        if (entry >= 0) {
            QGuiApplication::clipboard()->setText(m_model->profile().entries.at(entry).symbol);
        }
    });
    m_table->addActions({ source, copy });
    // Double-click and Return both activate.
    connect(m_table, &QAbstractItemView::activated, this, &ProfileView::showCurrentInSource);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ProfileView::highlightCurrentBar);
}

void ProfileView::createChart()
{
    m_chart = new ProfileBarChart;
    m_chart->setObjectName(u"profileBarChart"_s);
    m_chart->setAccessibleName(tr("Largest symbols by share of the total"));
    m_chart->setAxisTitle(tr("% of total"));
    m_chart->setToolTip(tr("Click a bar to select its symbol in the table; double-click to show "
                           "its line in the source"));
    connect(m_chart, &ProfileBarChart::barClicked, this,
        [this](int bar) { selectEntry(m_topEntries.value(bar, -1)); });
    connect(m_chart, &ProfileBarChart::barActivated, this, [this](int bar) {
        const qsizetype entry = m_topEntries.value(bar, -1);
        if (entry >= 0 && m_model->profile().entries.at(entry).line > 0) {
            emit sourceLineRequested(m_model->profile().entries.at(entry).line);
        }
    });
    m_chartBox = framedChart(m_chart);
}

int ProfileView::topCount() const
{
    return m_topCount->value();
}

void ProfileView::setTopCount(int count)
{
    m_topCount->setValue(count);
}

qsizetype ProfileView::currentEntry() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? current.data(ProfileTableModel::EntryIndexRole).value<qsizetype>()
                             : -1;
}

void ProfileView::selectEntry(qsizetype entryIndex)
{
    m_table->selectSourceRow(m_model->index(int(entryIndex), ProfileTableModel::SymbolColumn));
}

void ProfileView::showCurrentInSource()
{
    const qsizetype entry = currentEntry();
    if (entry >= 0 && m_model->profile().entries.at(entry).line > 0) {
        emit sourceLineRequested(m_model->profile().entries.at(entry).line);
    }
}

void ProfileView::showCapture()
{
    const Capture *capture = shown();
    if (!capture) {
        m_model->clear();
    } else {
        m_model->setProfile(*capture->profile());
    }
    m_pages->showContent(capture != nullptr);
    const int columns[] = { ProfileTableModel::ModuleColumn, ProfileTableModel::CommandColumn,
        ProfileTableModel::TicksColumn, ProfileTableModel::LoadColumn,
        ProfileTableModel::AddressColumn };
    for (const int column : columns) {
        m_table->setColumnHidden(column, !m_model->hasColumn(column));
    }
    updateTitle();
    sizeColumns();
    updateChart();
}

void ProfileView::updateTitle()
{
    m_notice->clear();
    m_noticeIcon->clear();
    m_notice->setVisible(false);
    m_noticeIcon->setVisible(false);
    const Capture *capture = shown();
    if (!capture) {
        m_title->clear();
        return;
    }
    const Profile &profile = *capture->profile();
    const QString unit = profile.event.isEmpty()
        ? unitName(profile.unit)
        : tr("%1 of %2", "samples of an event, e.g. samples of cycles")
              .arg(unitName(profile.unit), profile.event);
    QString how;
    if (profile.statedTotal) {
        how = tr("as the listing states it");
    } else if (profile.estimatedTotal()) {
        how = tr("estimated from the printed percentages");
    } else {
        how = tr("summed over the listed symbols");
    }
    m_title->setText(
        tr("%1: %2 %3 in total (%4), %n symbol(s) listed", nullptr, int(profile.entries.size()))
            .arg(captureChoice()->currentText(), number(profile.totalTicks()), unit, how));
    m_title->setToolTip(sourceTip());

    const double summed = profile.summedTicks();
    const double total = profile.totalTicks();
    QString notice;
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    if (profile.childrenColumns) {
        notice = tr("Percentages include the time spent in callees (perf --children), so they "
                    "add up to more than 100 %.");
    } else if (profile.statedTotal && summed > total * (1 + sumTolerance)) {
        notice = tr("The listed %1 add up to %2, more than the stated total of %3: the total line "
                    "does not belong to this listing, or lines were pasted twice.")
                     .arg(unitName(profile.unit), number(summed), number(total));
        icon = QStyle::SP_MessageBoxWarning;
    } else if (profile.statedTotal && summed > 0 && profile.isCut()) {
        notice
            = tr("The listed symbols add up to %1 of the stated %2 %3 (%4 %): the listing was "
                 "cut (sort | head) or leaves out small symbols. Shares are of the stated total.")
                  .arg(number(summed), number(total), unitName(profile.unit),
                      QLocale().toString(summed * 100.0 / total, 'f', 1));
    }
    if (!notice.isEmpty()) {
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
        m_noticeIcon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
        m_notice->setText(notice);
        m_notice->setVisible(true);
        m_noticeIcon->setVisible(true);
    }
}

void ProfileView::sizeColumns()
{
    if (m_model->rowCount() > 0) {
        m_table->sizeColumns(widestColumn);
        m_splitter->fitOnce();
    }
}

void ProfileView::updateChart()
{
    const Profile &profile = m_model->profile();
    m_topEntries = profile.largestEntries(topCount());
    QList<ProfileBar> bars;
    for (const qsizetype entry : std::as_const(m_topEntries)) {
        const ProfileEntry &item = profile.entries.at(entry);
        const double share = m_model->share(int(entry));
        if (std::isnan(share)) {
            continue;
        }
        QStringList details;
        if (item.ticks) {
            details.append(tr("%1 %2").arg(number(*item.ticks), unitName(profile.unit)));
        }
        details.append(tr("%1 % of the total").arg(QLocale().toString(share, 'f', 3)));
        if (!item.module.isEmpty()) {
            details.append(tr("module %1").arg(item.module));
        }
        if (!item.command.isEmpty()) {
            details.append(tr("command %1").arg(item.command));
        }
        const QString symbol
            = item.command.isEmpty() ? item.symbol : tr("%1 (%2)").arg(item.symbol, item.command);
        bars.append(
            { symbol, share, tr("%1 %").arg(QLocale().toString(share, 'f', share < 10 ? 2 : 1)),
                details.join(u", "_s), false });
    }
    m_topEntries.resize(bars.size());
    m_chart->setBars(bars);
    m_chart->setEmptyText(tr("No symbol of this profile has a known share of the total."));
    m_chartBox->setTitle(tr("Top %n symbol(s) by share of the total", nullptr, int(bars.size())));
    highlightCurrentBar();
}

void ProfileView::highlightCurrentBar()
{
    m_chart->setHighlighted(int(m_topEntries.indexOf(currentEntry())));
}

} // namespace vmscope
