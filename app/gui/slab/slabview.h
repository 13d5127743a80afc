// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/capturepage.h"
#include "app/gui/widgets/pagewidgetsfwd.h"
#include "core/model/capture.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace vmscope {

class SlabTableModel;

/// One slabinfo capture: what the kernel's slab caches hold and how they grew. A header with
/// the format, the snapshots and the page size memory is computed with, a sortable, filterable
/// table of the caches (memory, growth, leak suspects, a sparkline of each one's memory), and
/// a chart of the memory of the caches selected in it, or of those that grew most. Double-
/// click or Return on a row asks for the cache's line in the source view.
class SlabView : public CapturePage
{
    Q_OBJECT

public:
    static constexpr int defaultTopCount = 5;
    static constexpr int maximumTopCount = 20;
    /// More selected caches than this are not plotted (the legend would be unreadable).
    static constexpr int maxPlottedCaches = 8;

    explicit SlabView(QWidget *parent = nullptr);
    ~SlabView() override;


    /// How many of the fastest-growing caches the chart plots while no row is selected.
    [[nodiscard]] int topCount() const;
    void setTopCount(int count);
    /// Indices into SlabSession::caches() of the selected rows, in table order.
    [[nodiscard]] QList<qsizetype> selectedCaches() const;
    /// Indices into SlabSession::caches() of the caches charted, in legend order.
    [[nodiscard]] QList<qsizetype> chartedCaches() const { return m_chartedCaches; }
    /// Makes cache `cacheIndex` the current, selected row (and scrolls to it) if the filter
    /// shows it.
    void selectCache(qsizetype cacheIndex);

    [[nodiscard]] CaptureTable *table() const { return m_table; }
    [[nodiscard]] SlabTableModel *model() const { return m_model; }
    [[nodiscard]] ChartStack *charts() const { return m_charts; }
    [[nodiscard]] QLabel *titleLabel() const { return m_title; }
    [[nodiscard]] QLabel *headerLabel() const { return m_header; }

public slots:
    /// Asks for the current row's line in the source view.
    void showCurrentInSource();

signals:
    /// The user wants to see physical line `physicalLine` of sourceFile().
    void sourceLineRequested(int physicalLine);

private:
    void createToolBar(QVBoxLayout *layout);
    void createTable();
    void createChart();
    void showCapture() override;
    void updateHeader();
    void updateChart();
    void sizeColumns();

    QString m_modelCaptureId; // the capture whose session the model holds
    SlabTableModel *m_model;
    CaptureTable *m_table;
    PageStack *m_pages = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_header = nullptr;
    TopCountBox *m_topCount = nullptr;
    QGroupBox *m_chartGroup = nullptr;
    ChartStack *m_charts = nullptr;
    QList<qsizetype> m_chartedCaches;
};

} // namespace vmscope
