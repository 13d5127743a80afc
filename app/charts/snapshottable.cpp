// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/snapshottable.h"

#include "app/charts/colorswatch.h"
#include "app/charts/valueformat.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {

SnapshotTable::SnapshotTable(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel)
    , m_table(new QTableWidget)
{
    setObjectName(u"snapshotTable"_s);
    m_caption->setWordWrap(true);
    m_caption->setText(tr("Each capture shown holds a single sample: there is no time to chart "
                          "along, so here are its values."));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows walk its cells
    m_table->setAccessibleName(tr("Single samples"));
    m_table->setAccessibleDescription(m_caption->text());
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(m_table, 1);
}

bool SnapshotTable::holdsSingleSamples(const QList<TimeChartContent> &contents)
{
    bool any = false;
    for (const TimeChartContent &content : contents) {
        for (qsizetype line = 0; line < content.lines.size(); ++line) {
            const qsizetype samples = content.series(line).sampleCount();
            if (samples > 1) {
                return false;
            }
            any = any || samples == 1;
        }
    }
    return any;
}

void SnapshotTable::setContents(const QList<TimeChartContent> &contents)
{
    // A column per capture, in the order the charts' legends list them.
    QStringList ids;
    QStringList names;
    QStringList labels; // whole, for the tooltip of a name cut short
    QList<QColor> colors;
    for (const TimeChartContent &content : contents) {
        for (qsizetype line = 0; line < content.lines.size(); ++line) {
            const PlottedCapture &plotted = content.lines.at(line).plotted;
            if (!ids.contains(plotted.capture->id)) {
                ids.append(plotted.capture->id);
                names.append(content.name(line));
                labels.append(plotted.capture->label);
                colors.append(plotted.color);
            }
        }
    }
    m_table->clear();
    m_table->setRowCount(int(contents.size()));
    m_table->setColumnCount(int(ids.size()));
    for (qsizetype column = 0; column < ids.size(); ++column) {
        auto *header = new QTableWidgetItem(colorSwatch(colors.at(column)), names.at(column));
        header->setToolTip(labels.at(column));
        m_table->setHorizontalHeaderItem(int(column), header);
    }
    for (qsizetype row = 0; row < contents.size(); ++row) {
        const TimeChartContent &content = contents.at(row);
        const AxisUnit unit = axisUnitFor(content.unit, content.maxAbs);
        m_table->setVerticalHeaderItem(
            int(row), new QTableWidgetItem(titleWithUnit(content.metric, unit.unit)));
        for (qsizetype column = 0; column < ids.size(); ++column) {
            m_table->setItem(int(row), int(column), new QTableWidgetItem(u"–"_s));
        }
        for (qsizetype line = 0; line < content.lines.size(); ++line) {
            const ValueColumn &values = content.values(line);
            if (values.empty() || std::isnan(values.front())) {
                continue;
            }
            auto *item = new QTableWidgetItem(formatInUnit(values.front(), unit));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            const int column = int(ids.indexOf(content.lines.at(line).plotted.capture->id));
            m_table->setItem(int(row), column, item);
        }
    }
}

} // namespace vmscope
