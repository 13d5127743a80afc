// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilediffview.h"

#include "app/gui/profile/profilebarchart.h"
#include "app/gui/profile/profilediffmodel.h"
#include "app/gui/profile/symbolfilter.h"
#include "app/gui/widgets/capturetable.h"
#include "app/gui/widgets/tablefilterproxymodel.h"
#include "app/gui/widgets/topcountbox.h"
#include "app/gui/profile/profilesplitter.h"
#include "app/gui/widgets/pagewidgets.h"
#include "core/profile/comparetables.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int widestColumn = 320;
/// What the chart keeps at least when the splitter is first fitted (px).
constexpr int chartWidth = 340;
constexpr int mailWidth = 72; // columns of a plain-text mail reply

QString signedPoints(double change)
{
    const QLocale locale;
    const QString text = locale.toString(change, 'f', 2);
    return change > 0 && text != locale.toString(0.0, 'f', 2) ? locale.positiveSign() + text : text;
}

} // namespace

ProfileDiffView::ProfileDiffView(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProfileDiffModel(this))
    , m_table(new CaptureTable(m_model, symbolFilterTexts(), this))
{
    m_pages = new PageStack(this, QString());
    createToolBar(m_pages->content());
    createTable();
    createChart();
    m_splitter = new ProfileSplitter(m_table, m_chartBox, chartWidth);
    m_pages->content()->addWidget(m_splitter, 1);
    m_pages->content()->addLayout(createCopyButtons());
    updateColors();
    rebuild();
}

ProfileDiffView::~ProfileDiffView() = default;

void ProfileDiffView::createToolBar(QVBoxLayout *layout)
{
    m_baseline = new QComboBox;
    m_baseline->setToolTip(tr("The profile the others are compared with"));
    // Labels can be whole sentences of prose: let the combo boxes elide them.
    m_baseline->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_baseline->setMinimumContentsLength(16);
    auto *baselineLabel = new QLabel(tr("&Baseline:"));
    baselineLabel->setBuddy(m_baseline);
    connect(m_baseline, &QComboBox::activated, this, &ProfileDiffView::setBaseline);
    m_compared = new QComboBox;
    m_compared->setToolTip(tr("The profile whose changes against the baseline the chart shows"));
    m_compared->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_compared->setMinimumContentsLength(16);
    m_comparedLabel = new QLabel(tr("C&hart:"));
    m_comparedLabel->setBuddy(m_compared);
    connect(m_compared, &QComboBox::activated, this, &ProfileDiffView::updateChart);
    m_groupsEdit = new QLineEdit;
    m_groupsEdit->setPlaceholderText(tr("e.g. journal_*, ext3_*"));
    m_groupsEdit->setToolTip(tr("Prefixes whose symbols are summed into a row of their own, "
                                "separated by commas; press Return to apply"));
    m_groupsEdit->setClearButtonEnabled(true);
    m_groupsEdit->setMinimumWidth(180);
    auto *groupsLabel = new QLabel(tr("&Groups:"));
    groupsLabel->setBuddy(m_groupsEdit);
    connect(m_groupsEdit, &QLineEdit::editingFinished, this, &ProfileDiffView::applyGroupsText);
    m_topCount = new TopCountBox(tr("&Top changes:"), defaultTopCount, maximumTopCount,
        tr("How many of the largest changes the chart shows and Copy as Mail Text copies"));
    connect(m_topCount, &TopCountBox::valueChanged, this, &ProfileDiffView::updateChart);
    auto *top = new QHBoxLayout;
    top->addWidget(baselineLabel);
    top->addWidget(m_baseline);
    top->addWidget(m_comparedLabel);
    top->addWidget(m_compared);
    top->addSpacing(12);
    top->addWidget(groupsLabel);
    top->addWidget(m_groupsEdit, 1);
    // Two rows: one row for all is too wide for a laptop.
    auto *second = new QHBoxLayout;
    second->addWidget(m_table->filterBar(), 1);
    second->addWidget(m_topCount);
    layout->addLayout(top);
    layout->addLayout(second);
}

QHBoxLayout *ProfileDiffView::createCopyButtons()
{
    auto *mail = new QPushButton(tr("Copy as &Mail Text"));
    mail->setToolTip(tr("Copy the top changes (or the selected rows) as a plain-text table at "
                        "most 72 columns wide, for a reply on the list"));
    connect(mail, &QPushButton::clicked, this, &ProfileDiffView::copyAsMailText);
    auto *csv = new QPushButton(tr("Copy as C&SV"));
    csv->setToolTip(tr("Copy every row the table shows as comma-separated values"));
    connect(csv, &QPushButton::clicked, this, &ProfileDiffView::copyAsCsv);

    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(mail);
    row->addWidget(csv);
    return row;
}

void ProfileDiffView::createTable()
{
    m_table->setObjectName(u"profileDiffTable"_s);
    m_table->sortByColumn(0, Qt::AscendingOrder);
    setSpokenText(m_table, tr("Profile differences"),
        tr("A symbol a row, its share of each profile and the change against the baseline; "
           "Ctrl+C copies the rows as mail text"));
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *mail = new QAction(tr("Copy as &Mail Text"), m_table);
    mail->setShortcut(QKeySequence::Copy);
    mail->setShortcutContext(Qt::WidgetShortcut);
    connect(mail, &QAction::triggered, this, &ProfileDiffView::copyAsMailText);
    auto *csv = new QAction(tr("Copy as C&SV"), m_table);
    connect(csv, &QAction::triggered, this, &ProfileDiffView::copyAsCsv);
    m_table->addActions({ mail, csv });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ProfileDiffView::highlightCurrentBar);
}

void ProfileDiffView::createChart()
{
    m_chart = new ProfileBarChart;
    m_chart->setObjectName(u"profileDiffChart"_s);
    m_chart->setColors(ProfileBarChart::Colors::Change);
    m_chart->setAccessibleName(tr("Largest changes in share of the total"));
    m_chart->setToolTip(tr("Click a bar to select its row in the table"));
    connect(m_chart, &ProfileBarChart::barClicked, this, [this](int bar) {
        m_table->selectSourceRow(m_model->index(int(m_chartedRows.value(bar, -1)), 1));
    });
    m_chartBox = framedChart(m_chart);
}

void ProfileDiffView::setCaptures(const QList<const Capture *> &captures)
{
    const QString baselineId = m_profiles.value(baseline()).id;
    const QString comparedId = m_profiles.value(comparedProfile()).id;
    m_profiles = profileCaptures(captures);
    m_baseline->clear();
    int chosen = 0;
    for (int i = 0; i < m_profiles.size(); ++i) {
        m_baseline->addItem(m_profiles.at(i).label, m_profiles.at(i).id);
        if (m_profiles.at(i).id == baselineId) {
            chosen = i;
        }
    }
    m_baseline->setCurrentIndex(m_profiles.isEmpty() ? -1 : chosen);
    rebuild();
    for (int i = 0; i < m_compared->count(); ++i) {
        if (m_profiles.value(m_compared->itemData(i).toInt()).id == comparedId) {
            setComparedProfile(m_compared->itemData(i).toInt());
        }
    }
}

QStringList ProfileDiffView::labels() const
{
    QStringList labels;
    for (const ProfileCapture &profile : m_profiles) {
        labels.append(profile.label);
    }
    return labels;
}

int ProfileDiffView::baseline() const
{
    return std::max(0, m_baseline->currentIndex());
}

void ProfileDiffView::setBaseline(int profile)
{
    if (profile >= 0 && profile < m_profiles.size()) {
        m_baseline->setCurrentIndex(profile);
        rebuild();
    }
}

int ProfileDiffView::comparedProfile() const
{
    return m_compared->currentIndex() < 0 ? -1 : m_compared->currentData().toInt();
}

void ProfileDiffView::setComparedProfile(int profile)
{
    const int index = m_compared->findData(profile);
    if (index >= 0) {
        m_compared->setCurrentIndex(index);
        updateChart();
    }
}

void ProfileDiffView::setGroups(const QStringList &groups)
{
    m_groupsEdit->setText(groups.join(u", "_s));
    applyGroupsText();
}

void ProfileDiffView::applyGroupsText()
{
    static const QRegularExpression separators(u"[,;\\s]+"_s);
    QStringList groups = m_groupsEdit->text().split(separators, Qt::SkipEmptyParts);
    groups.removeDuplicates();
    groups.removeAll(u"*"_s); // every symbol: the whole profile, 100 % on each side
    if (groups != m_groups) {
        m_groups = groups;
        rebuild();
    }
}

int ProfileDiffView::topCount() const
{
    return m_topCount->value();
}

void ProfileDiffView::setTopCount(int count)
{
    m_topCount->setValue(count);
}

const ProfileDiff &ProfileDiffView::diff() const
{
    return m_model->diff();
}

void ProfileDiffView::rebuild()
{
    if (m_profiles.size() < 2) {
        m_pages->setEmptyText(m_profiles.isEmpty()
                ? tr("No profiles to compare.\n\nOpen or paste two or more kernel profiles "
                     "(readprofile, oprofile or perf report) of the same workload, e.g. one per "
                     "kernel or mount option, to see which symbols gained or lost time.")
                : tr("Only one profile is loaded (%1).\n\nOpen or paste another listing of the "
                     "same workload, on another kernel or configuration, to compare the two.")
                      .arg(m_profiles.constFirst().label));
        m_model->setDiff({}, {});
        m_pages->showContent(false);
        m_compared->clear();
        updateChart();
        return;
    }
    const int base = baseline();
    QList<Profile> profiles;
    for (const ProfileCapture &profile : std::as_const(m_profiles)) {
        profiles.append(profile.profile);
    }
    m_model->setDiff(diffProfiles(profiles, labels(), base, m_groups), profiles);
    const int compared = comparedProfile();
    m_compared->clear();
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (i != base) {
            m_compared->addItem(m_profiles.at(i).label, i);
        }
    }
    const int keep = m_compared->findData(compared);
    m_compared->setCurrentIndex(keep >= 0 ? keep : 0);
    // With two profiles there is nothing to pick.
    m_compared->setVisible(m_profiles.size() > 2);
    m_comparedLabel->setVisible(m_profiles.size() > 2);
    m_pages->showContent(true);
    m_table->sizeColumns(widestColumn);
    m_splitter->fitOnce();
    updateChart();
}

void ProfileDiffView::updateChart()
{
    const ProfileDiff &shown = diff();
    const int compared = comparedProfile();
    m_chartedRows.clear();
    if (compared < 0 || shown.rows.isEmpty()) {
        m_chart->setBars({});
        m_chartBox->setTitle(tr("Largest changes"));
        return;
    }
    for (qsizetype r = 0; r < shown.rows.size(); ++r) {
        m_chartedRows.append(r);
    }
    std::stable_sort(m_chartedRows.begin(), m_chartedRows.end(), [&](qsizetype a, qsizetype b) {
        return std::abs(shown.rows.at(a).shareChange.at(compared))
            > std::abs(shown.rows.at(b).shareChange.at(compared));
    });
    m_chartedRows.resize(std::min<qsizetype>(topCount(), m_chartedRows.size()));
    const QString baseLabel = shown.labels.value(shown.baseline);
    const QString otherLabel = shown.labels.value(compared);
    QList<ProfileBar> bars;
    for (const qsizetype r : std::as_const(m_chartedRows)) {
        const ProfileDiffRow &row = shown.rows.at(r);
        const double change = row.shareChange.at(compared);
        const bool oneSided
            = !row.isGroup && row.listedIn(compared) != row.listedIn(shown.baseline);
        QString tip = tr("%1 %2 % → %3 %4 %")
                          .arg(baseLabel, QLocale().toString(row.share.at(shown.baseline), 'f', 2),
                              otherLabel, QLocale().toString(row.share.at(compared), 'f', 2));
        const QString note = m_model->note(int(r));
        if (!note.isEmpty()) {
            tip += u'\n' + note;
        }
        bars.append({ row.symbol, change, signedPoints(change), tip, oneSided });
    }
    m_chart->setBars(bars);
    m_chart->setEmptyText(tr("No symbol changed its share."));
    // The direction is in the frame's title above.
    m_chart->setAxisTitle(tr("Change in share of the total, points"));
    m_chartBox->setTitle(tr("Top %n change(s), %1 against %2", nullptr, int(bars.size()))
                             .arg(otherLabel, baseLabel));
    highlightCurrentBar();
}

void ProfileDiffView::highlightCurrentBar()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    const qsizetype row
        = current.isValid() ? current.data(ProfileDiffModel::RowIndexRole).value<qsizetype>() : -1;
    m_chart->setHighlighted(int(m_chartedRows.indexOf(row)));
}

void ProfileDiffView::updateColors()
{
    m_model->setColors(ProfileBarChart::increaseColor(palette()),
        ProfileBarChart::decreaseColor(palette()), palette().color(QPalette::PlaceholderText));
}

void ProfileDiffView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        updateColors();
    }
    QWidget::changeEvent(event);
}

QList<qsizetype> ProfileDiffView::rowsInTableOrder(bool selectedOnly) const
{
    QList<qsizetype> rows;
    const QItemSelectionModel *selection = m_table->selectionModel();
    for (int r = 0; r < m_table->proxy()->rowCount(); ++r) {
        const QModelIndex index = m_table->proxy()->index(r, 0);
        if (!selectedOnly || selection->isRowSelected(r, {})) {
            rows.append(index.data(ProfileDiffModel::RowIndexRole).value<qsizetype>());
        }
    }
    return rows;
}

ProfileDiff ProfileDiffView::diffOfRows(const QList<qsizetype> &rows) const
{
    ProfileDiff part;
    part.labels = diff().labels;
    part.baseline = diff().baseline;
    part.cutOff = diff().cutOff;
    for (const qsizetype r : rows) {
        part.rows.append(diff().rows.at(r));
    }
    return part;
}

QString ProfileDiffView::mailText() const
{
    if (diff().rows.isEmpty()) {
        return {};
    }
    QList<qsizetype> rows = rowsInTableOrder(true);
    if (rows.size() < 2) {
        rows = rowsInTableOrder(false).mid(0, topCount());
        // The groups were asked for: they go into the reply even when their change is small.
        for (qsizetype r = 0; r < diff().rows.size(); ++r) {
            if (diff().rows.at(r).isGroup && !rows.contains(r)) {
                rows.append(r);
            }
        }
    }
    const ProfileDiff shown = diffOfRows(rows);
    return profileDiffTable(shown).toText(mailWidth) + profileCutNote(shown, mailWidth);
}

QString ProfileDiffView::csvText() const
{
    return diff().rows.isEmpty() ? QString()
                                 : profileDiffTable(diffOfRows(rowsInTableOrder(false))).toCsv();
}

void ProfileDiffView::copyAsMailText()
{
    const QString text = mailText();
    if (!text.isEmpty()) {
        QGuiApplication::clipboard()->setText(text);
    }
}

void ProfileDiffView::copyAsCsv()
{
    const QString text = csvText();
    if (!text.isEmpty()) {
        QGuiApplication::clipboard()->setText(text);
    }
}

} // namespace vmscope
