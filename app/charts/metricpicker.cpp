// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/metricpicker.h"

#include "app/charts/metricstack.h"
#include "app/charts/valueformat.h"

#include "core/model/capture.h"
#include "core/model/keymetrics.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// The order vmstat prints its column groups in; other groups follow in order of appearance.
/// top's load and tasks come next to vmstat's procs.
const QStringList groupOrder = { u"procs"_s, u"load"_s, u"tasks"_s, u"memory"_s, u"swap"_s,
    u"io"_s, u"system"_s, u"cpu"_s };

/// top's per-CPU groups ("cpu0", "cpu12") start collapsed: a big box has hundreds.
bool isPerCpuGroup(const QString &group)
{
    return group.size() > 3 && group.startsWith(u"cpu"_s)
        && std::all_of(group.cbegin() + 3, group.cend(), [](QChar c) { return c.isDigit(); });
}

struct ColumnHelp
{
    const char16_t *key;
    const char *text;
};

// From procps' vmstat(8) and /work/shared/formats/vmstat.md.
constexpr std::array columnHelp {
    ColumnHelp { u"r",
        QT_TRANSLATE_NOOP(
            "vmscope::MetricPicker", "Processes runnable: running or waiting for a CPU") },
    ColumnHelp { u"b",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker",
            "Processes blocked in uninterruptible sleep, usually "
            "waiting for I/O") },
    ColumnHelp { u"w",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker",
            "Processes runnable but swapped out (procps 2.0, 2.4 "
            "kernels)") },
    ColumnHelp { u"swpd", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Swap space in use") },
    ColumnHelp { u"free", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Memory not used at all") },
    ColumnHelp { u"buff",
        QT_TRANSLATE_NOOP(
            "vmscope::MetricPicker", "Memory used as buffers (block device metadata)") },
    ColumnHelp {
        u"cache", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Memory used as page cache") },
    ColumnHelp { u"inact",
        QT_TRANSLATE_NOOP(
            "vmscope::MetricPicker", "Inactive memory (vmstat -a): reclaimed first") },
    ColumnHelp { u"active",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Active memory (vmstat -a): recently used") },
    ColumnHelp { u"si", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Memory swapped in from disk") },
    ColumnHelp { u"so", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Memory swapped out to disk") },
    ColumnHelp { u"bi",
        QT_TRANSLATE_NOOP(
            "vmscope::MetricPicker", "Blocks read from block devices (1 KiB blocks on 2.6+)") },
    ColumnHelp { u"bo",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker",
            "Blocks written to block devices (1 KiB blocks on "
            "2.6+); drops to 0 when writeback stalls") },
    ColumnHelp { u"in",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Interrupts per second, the clock included") },
    ColumnHelp { u"cs", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Context switches per second") },
    ColumnHelp { u"us",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker",
            "CPU time in user code (vmstat counts niced code here, top shows it as ni)") },
    ColumnHelp {
        u"ni", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "CPU time in niced user code (top)") },
    ColumnHelp { u"hi",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker", "CPU time serving hardware interrupts (top)") },
    ColumnHelp { u"sirq",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker", "CPU time in softirqs (top's si)") },
    ColumnHelp { u"sy", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "CPU time in the kernel") },
    ColumnHelp { u"id",
        QT_TRANSLATE_NOOP(
            "vmscope::MetricPicker", "CPU time idle (before 2.5.41 iowait is counted here)") },
    ColumnHelp { u"wa", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "CPU time waiting for I/O") },
    ColumnHelp {
        u"st", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "CPU time stolen by the hypervisor") },
    ColumnHelp { u"gu",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker",
            "CPU time running guests (procps-ng 4.0.4+), taken out "
            "of us") },
    // From top(1) and /work/shared/formats/top.md.
    ColumnHelp { u"load1",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker",
            "Load average over 1 minute: runnable plus uninterruptible tasks") },
    ColumnHelp { u"load5", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Load average over 5 minutes") },
    ColumnHelp {
        u"load15", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Load average over 15 minutes") },
    ColumnHelp { u"tasks", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Tasks in total (top)") },
    ColumnHelp { u"running", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Tasks running or runnable") },
    ColumnHelp { u"sleeping", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Tasks sleeping") },
    ColumnHelp { u"dsleep",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Tasks in uninterruptible sleep (procps-ng 4.0.5+)") },
    ColumnHelp { u"stopped", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Tasks stopped or traced") },
    ColumnHelp { u"zombie",
        QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Tasks exited but not yet reaped") },
    ColumnHelp { u"total", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Memory in total (top)") },
    ColumnHelp { u"used", QT_TRANSLATE_NOOP("vmscope::MetricPicker",
        "Memory used (top; procps 2.0 counts buffers and cache in it)") },
    ColumnHelp { u"shrd", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Shared memory (top)") },
    ColumnHelp { u"avail", QT_TRANSLATE_NOOP("vmscope::MetricPicker",
        "Memory available for new work without swapping (top, procps-ng 3.3.10+)") },
    ColumnHelp { u"swap_total", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Swap space in total") },
    ColumnHelp { u"swap_used", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Swap space in use") },
    ColumnHelp { u"swap_free", QT_TRANSLATE_NOOP("vmscope::MetricPicker", "Swap space free") },
};

constexpr int keyRole = Qt::UserRole + 1;

/// The columns of all captures, each key once, grouped in the order the tree shows them.
/// The columns of `captures`, by group, each with the unit its chart's axis shows: the
/// largest value of every capture decides it, as on the chart (KiB, MiB or GiB for memory).
QList<ColumnInfo> orderedColumns(const QList<const Capture *> &captures)
{
    QList<ColumnInfo> columns;
    QStringList keys;
    QList<double> largest;
    QStringList groups = groupOrder;
    for (const Capture *capture : captures) {
        const TimeSeries *series = capture ? capture->timeSeries() : nullptr;
        const QList<ColumnInfo> own = series ? series->columns() : QList<ColumnInfo>();
        for (qsizetype index = 0; index < own.size(); ++index) {
            const ColumnInfo &column = own.at(index);
            if (!keys.contains(column.key)) {
                keys.append(column.key);
                columns.append(column);
                largest.append(0.0);
            }
            double &max = largest[keys.indexOf(column.key)];
            max = std::max(max, largestMagnitude(series->values(index)));
            if (!groups.contains(column.group)) {
                groups.append(column.group);
            }
        }
    }
    for (qsizetype index = 0; index < columns.size(); ++index) {
        columns[index].unit = axisUnitFor(columns.at(index).unit, largest.at(index)).unit;
    }
    std::stable_sort(columns.begin(), columns.end(), [&groups](const auto &a, const auto &b) {
        return groups.indexOf(a.group) < groups.indexOf(b.group);
    });
    return columns;
}

} // namespace

MetricPicker::MetricPicker(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget)
{
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({ tr("Metric"), tr("Unit") });
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setRootIsDecorated(true);
    m_tree->setAccessibleName(tr("Metrics"));
    m_tree->setAccessibleDescription(tr("The metrics of the captures shown, by group: tick one "
                                        "(Space) to chart it"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item) {
        const QString key = item->data(0, keyRole).toString();
        m_wanted.removeAll(key);
        if (item->checkState(0) == Qt::Checked) {
            m_wanted.append(key);
        }
        updateSelection();
    });
}

void MetricPicker::setCaptures(const QList<const Capture *> &captures)
{
    m_captures = captures;
    rebuild();
    // None of the user's metrics offered (meminfo alone, after vmstat) is no change to
    // announce yet: the key metrics are ticked first.
    if (checkedKeys().isEmpty()) {
        tickKeyMetrics();
    }
    updateSelection();
}

void MetricPicker::tickKeyMetrics()
{
    QList<const TimeSeries *> series;
    for (const Capture *capture : std::as_const(m_captures)) {
        series.append(capture ? capture->timeSeries() : nullptr);
    }
    const QStringList keys = keyMetricsOf(series);
    if (!keys.isEmpty()) {
        setSelectedMetrics(m_wanted + keys);
    }
}

QStringList MetricPicker::selectedMetrics() const
{
    return m_selected;
}

void MetricPicker::setSelectedMetrics(const QStringList &keys)
{
    m_wanted = keys;
    {
        const QSignalBlocker blocker(m_tree);
        forEachMetric([&keys](QTreeWidgetItem *item) {
            item->setCheckState(
                0, keys.contains(item->data(0, keyRole).toString()) ? Qt::Checked : Qt::Unchecked);
        });
    }
    updateSelection();
}

QString MetricPicker::helpFor(const QString &key)
{
    for (const ColumnHelp &help : columnHelp) {
        if (QStringView(help.key) == key) {
            return tr(help.text);
        }
    }
    // top's per-CPU keys: "cpu3_sy" is sy on CPU 3.
    const qsizetype separator = key.indexOf(u'_');
    if (separator > 0 && isPerCpuGroup(key.left(separator))) {
        const QString help = helpFor(key.mid(separator + 1));
        if (!help.isEmpty()) {
            return tr("CPU %1: %2").arg(key.mid(3, separator - 3), help);
        }
    }
    return {};
}

void MetricPicker::rebuild()
{
    const QSignalBlocker blocker(m_tree);
    m_tree->clear();
    QTreeWidgetItem *group = nullptr;
    for (const ColumnInfo &column : orderedColumns(m_captures)) {
        if (!group || group->text(0) != column.group) {
            group = new QTreeWidgetItem(m_tree, { column.group });
            group->setFlags(Qt::ItemIsEnabled);
            group->setExpanded(!isPerCpuGroup(column.group));
        }
        auto *item = new QTreeWidgetItem(group, { column.key, column.unit });
        item->setData(0, keyRole, column.key);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, m_wanted.contains(column.key) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(0, helpFor(column.key));
    }
    addStacks();
}

void MetricPicker::addStacks()
{
    // Last in its group, after the columns it stacks; offered when a capture has two of them.
    for (const MetricStack &stack : metricStacks()) {
        const bool drawable = std::any_of(m_captures.begin(), m_captures.end(),
            [&stack](const Capture *capture) {
                return capture && canStack(stack, *capture);
            });
        const QList<QTreeWidgetItem *> groups = m_tree->findItems(stack.group, Qt::MatchExactly);
        if (!drawable || groups.isEmpty()) {
            continue;
        }
        auto *item = new QTreeWidgetItem({ tr("stacked"), QString() });
        groups.constFirst()->addChild(item);
        item->setData(0, keyRole, stack.key);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, m_wanted.contains(stack.key) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(0,
            tr("%1: %2 as areas stacked on each other, a chart per capture")
                .arg(stackTitle(stack), stack.columns.join(u", "_s)));
    }
}

void MetricPicker::updateSelection()
{
    const QStringList checked = checkedKeys();
    if (checked != m_selected) {
        m_selected = checked;
        emit metricsChanged(m_selected);
    }
}

QStringList MetricPicker::checkedKeys() const
{
    QStringList keys;
    forEachMetric([&keys](QTreeWidgetItem *item) {
        if (item->checkState(0) == Qt::Checked) {
            keys.append(item->data(0, keyRole).toString());
        }
    });
    return keys;
}

void MetricPicker::forEachMetric(const std::function<void(QTreeWidgetItem *)> &visit) const
{
    for (int group = 0; group < m_tree->topLevelItemCount(); ++group) {
        QTreeWidgetItem *groupItem = m_tree->topLevelItem(group);
        for (int child = 0; child < groupItem->childCount(); ++child) {
            visit(groupItem->child(child));
        }
    }
}

} // namespace vmscope
