// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/importplan.h"

#include <QDialog>

class QPlainTextEdit;
class QTableWidget;

namespace vmscope {

/// Shows what an import found before it becomes part of the document: one row per block
/// (take it?, kind, label, rows, source lines, notes such as "repeats lines 650-672"), the
/// text of the selected block, and lets the user edit labels and deselect blocks.
class ImportPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ImportPreviewDialog(QList<ImportPlan> plans, QWidget *parent = nullptr);

    /// The plans with the user's choices (BlockImport::selected and ::label).
    [[nodiscard]] QList<ImportPlan> plans() const;
    /// The block table (tests edit labels and untick rows through it).
    [[nodiscard]] QTableWidget *blockTable() const { return m_table; }

private:
    QList<ImportPlan> m_plans;
    QTableWidget *m_table = nullptr;
    QPlainTextEdit *m_preview = nullptr;
};

} // namespace vmscope
