// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/text/lineindex.h"
#include "parsers/pipeline/importplan.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace vmscope {

/// Shows what an import found before it becomes part of the document: one row per block
/// (take it?, kind, label, rows, source lines, notes such as "repeats lines 650-672"), the
/// text of the selected block, and lets the user edit labels and deselect blocks.
///
/// Each input gets a header row (its name, or why it could not be read or that nothing was
/// found) above its blocks. Space toggles the current row, F2 edits its label.
class ImportPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        ImportColumn,
        KindColumn,
        LabelColumn,
        RowsColumn,
        LinesColumn,
        QuoteColumn,
        NotesColumn,
        ColumnCount
    };

    explicit ImportPreviewDialog(QList<ImportPlan> plans, QWidget *parent = nullptr);

    /// The plans with the user's choices (BlockImport::selected and ::label).
    [[nodiscard]] QList<ImportPlan> plans() const;
    /// The block table (tests edit labels and untick rows through it).
    [[nodiscard]] QTableWidget *blockTable() const { return m_table; }
    /// The table row of block `block` of plan `plan`, -1 if none.
    [[nodiscard]] int rowOf(qsizetype plan, qsizetype block) const;
    /// Captures the selected blocks hold: what OK imports.
    [[nodiscard]] int selectedCaptureCount() const;

public slots:
    void selectAll();
    void selectNone();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Where a table row comes from: a plan's header row has block -1.
    struct RowSource
    {
        qsizetype plan = 0;
        qsizetype block = -1;
    };

    void buildLayout();
    void fillTable();
    void addPlanRows(qsizetype planIndex);
    void addHeaderRow(qsizetype planIndex);
    /// A row naming the message the blocks after it come from (a mailbox, a thread).
    void addMessageRow(qsizetype planIndex, const QString &message);
    static constexpr qsizetype messageRow = -2; // the block of a message's row in m_rows
    void addBlockRow(qsizetype planIndex, qsizetype blockIndex);
    void setAllChecked(bool checked);
    void updateOkButton();
    void showCurrentSource();
    /// Shades `count` lines of the preview from line `first` (0-based): the block itself.
    void highlightLines(int first, int count);
    [[nodiscard]] const LineIndex &linesOf(qsizetype plan) const;

    QList<ImportPlan> m_plans;
    QList<RowSource> m_rows;
    mutable QHash<qsizetype, LineIndex> m_lineCache; // where the plans' lines start, on demand
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QPushButton *m_okButton = nullptr;
};

} // namespace vmscope
