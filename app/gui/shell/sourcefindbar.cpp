// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/sourcefindbar.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QToolButton>

namespace vmscope {

SourceFindBar::SourceFindBar(QPlainTextEdit *view)
    : QFrame(view)
    , m_view(view)
    , m_field(new QLineEdit)
    , m_status(new QLabel)
{
    setObjectName(QStringLiteral("sourceFindBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_field->setObjectName(QStringLiteral("sourceFindField"));
    m_field->setPlaceholderText(tr("Find in the source"));
    m_field->setClearButtonEnabled(true);
    m_field->setMinimumWidth(220);
    m_field->installEventFilter(this);
    m_status->setMinimumWidth(m_status->fontMetrics().horizontalAdvance(tr("not found")) + 8);
    const auto button = [this](const QString &text, const QString &tip, auto slot) {
        auto *tool = new QToolButton;
        tool->setText(text);
        tool->setToolTip(tip);
        tool->setAutoRaise(true);
        connect(tool, &QToolButton::clicked, this, slot);
        return tool;
    };
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_field);
    layout->addWidget(m_status);
    layout->addWidget(button(QStringLiteral("▲"), tr("Previous match (Shift+F3)"),
        [this] { findPrevious(); }));
    layout->addWidget(button(QStringLiteral("▼"), tr("Next match (F3)"), [this] { findNext(); }));
    layout->addWidget(button(QStringLiteral("✕"), tr("Close (Escape)"), &SourceFindBar::close));
    connect(m_field, &QLineEdit::textEdited, this, [this] {
        // Typing searches from where the match began, so the match grows in place.
        QTextCursor cursor = m_view->textCursor();
        cursor.setPosition(cursor.selectionStart());
        m_view->setTextCursor(cursor);
        findNext();
    });
    hide();
}

QString SourceFindBar::status() const
{
    return m_status->text();
}

void SourceFindBar::open()
{
    const QString selected = m_view->textCursor().selectedText();
    if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator)) {
        m_field->setText(selected);
    }
    adjustSize();
    show();
    raise();
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

bool SourceFindBar::findNext(bool backwards)
{
    const QString text = m_field->text();
    if (text.isEmpty()) {
        m_status->clear();
        return false;
    }
    const QTextDocument::FindFlags flags
        = backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    bool found = m_view->find(text, flags);
    if (!found) {
        // Past the last match: go on from the other end, as editors do.
        const QTextCursor kept = m_view->textCursor();
        QTextCursor wrapped = kept;
        wrapped.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        m_view->setTextCursor(wrapped);
        found = m_view->find(text, flags);
        if (!found) {
            m_view->setTextCursor(kept);
        }
    }
    if (found) {
        m_view->centerCursor(); // the match with its context, not on the bottom edge
    }
    m_status->setText(found
            ? tr("line %1").arg(m_view->textCursor().block().blockNumber() + 1)
            : tr("not found"));
    return found;
}

void SourceFindBar::close()
{
    hide();
    m_view->setFocus(Qt::OtherFocusReason);
}

bool SourceFindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            close();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            findNext(key->modifiers().testFlag(Qt::ShiftModifier));
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace vmscope
