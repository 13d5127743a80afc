// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/focusframed.h"

#include <QPlainTextEdit>

namespace vmscope {

class SourceFindBar;

/// The original text of one input, read-only, with line numbers: the current capture's block
/// is shaded and a line asked for (by a diagnostic or a chart point) is scrolled to and marked.
/// Ctrl+F finds in it (F3, Shift+F3: the next and the previous match).
class SourceView : public FocusFramed<QPlainTextEdit>
{
    Q_OBJECT

public:
    explicit SourceView(QWidget *parent = nullptr);

    /// Shows `text` as input `name`; a no-op when that input is already shown. Big inputs take
    /// a while to lay out, so the text is only handed to the editor once the view is visible.
    void showSource(const QString &name, const QString &text);
    [[nodiscard]] QString sourceName() const { return m_name; }

    /// Shades physical lines first..last (1-based, inclusive); 0, 0 clears the shading.
    void highlightBlock(int firstLine, int lastLine);
    /// Scrolls to physical line `line` (1-based) and marks it.
    void showLine(int line);
    /// The marked line, 0 when none.
    [[nodiscard]] int markedLine() const { return m_markedLine; }

    [[nodiscard]] SourceFindBar *findBar() const { return m_findBar; }

    [[nodiscard]] int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent *event);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void loadPendingText();
    void applyMarks();
    void updateLineNumberArea(const QRect &rect, int dy);
    void updateExtraSelections();
    [[nodiscard]] QTextEdit::ExtraSelection lineSelection(
        int first, int last, const QColor &color) const;

    void placeFindBar();

    QWidget *m_lineNumberArea = nullptr;
    SourceFindBar *m_findBar = nullptr;
    QString m_name;
    QString m_pendingText;
    bool m_loaded = true;
    int m_blockFirst = 0;
    int m_blockLast = 0;
    int m_markedLine = 0;
};

} // namespace vmscope
