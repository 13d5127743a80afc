// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace vmscope {

/// Find in a text view, as an editor's find bar: Ctrl+F shows it over the view's top right
/// corner, Enter or F3 finds the next match (wrapping at the end), Shift+Enter or Shift+F3 the
/// one before, Escape hides it. Case is ignored; the bar says "not found" when nothing matches.
class SourceFindBar : public QFrame
{
    Q_OBJECT

public:
    /// Searches `view`, over which it is laid (the view is its parent).
    explicit SourceFindBar(QPlainTextEdit *view);

    [[nodiscard]] QLineEdit *field() const { return m_field; }
    /// What the last search said: "line 12", "not found", empty before any.
    [[nodiscard]] QString status() const;

public slots:
    /// Shows the bar with the field's text selected, the selection of the view in it if any.
    void open();
    /// Selects the next match of the field's text after the cursor (before it when
    /// `backwards`), from the other end when none is left; false when the text has none.
    bool findNext(bool backwards = false);
    bool findPrevious() { return findNext(true); }
    /// Hides the bar and gives the view the focus back.
    void close();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPlainTextEdit *m_view;
    QLineEdit *m_field;
    QLabel *m_status;
};

} // namespace vmscope
