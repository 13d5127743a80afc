// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/sourceview.h"

#include "app/gui/shell/sourcefindbar.h"

#include <QAction>
#include <QFontDatabase>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>

namespace vmscope {
namespace {

/// The gutter left of the text; SourceView paints it.
class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(SourceView *view)
        : QWidget(view)
        , m_view(view)
    {
    }

    QSize sizeHint() const override { return { m_view->lineNumberAreaWidth(), 0 }; }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintLineNumbers(event); }

private:
    SourceView *m_view;
};

QColor blend(const QColor &base, const QColor &tint, double amount)
{
    return QColor::fromRgbF(float(base.redF() + (tint.redF() - base.redF()) * amount),
        float(base.greenF() + (tint.greenF() - base.greenF()) * amount),
        float(base.blueF() + (tint.blueF() - base.blueF()) * amount));
}

} // namespace

SourceView::SourceView(QWidget *parent)
    : FocusFramed<QPlainTextEdit>(parent)
    , m_lineNumberArea(new LineNumberArea(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Mail threads are plain text: never let Qt guess at rich text or undo history.
    setUndoRedoEnabled(false);
    setAccessibleName(tr("Source"));
    setAccessibleDescription(tr("The text the captures were read from, with line numbers; "
                                "Ctrl+F finds, F3 finds the next"));
    connect(this, &QPlainTextEdit::blockCountChanged, this,
        [this] { setViewportMargins(lineNumberAreaWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &SourceView::updateLineNumberArea);
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
    m_findBar = new SourceFindBar(this);
    // Only while the source has the focus: Ctrl+F and F3 mean other things on other pages.
    const auto addShortcut = [this](QKeySequence::StandardKey key, auto slot) {
        auto *action = new QAction(this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, m_findBar, slot);
        addAction(action);
    };
    addShortcut(QKeySequence::Find, [this] {
        m_findBar->open();
        placeFindBar();
    });
    addShortcut(QKeySequence::FindNext, [this] {
        if (m_findBar->isVisible()) {
            m_findBar->findNext();
        } else {
            m_findBar->open();
            placeFindBar();
        }
    });
    addShortcut(QKeySequence::FindPrevious, [this] { m_findBar->findPrevious(); });
}

void SourceView::placeFindBar()
{
    // Over the text's top right corner, clear of the scroll bar.
    const QRect area = viewport()->geometry();
    m_findBar->adjustSize();
    m_findBar->move(area.right() - m_findBar->width() - 4, area.top() + 4);
}

void SourceView::showSource(const QString &name, const QString &text)
{
    if (name == m_name && !name.isEmpty()) {
        return;
    }
    m_name = name;
    m_pendingText = text;
    m_loaded = false;
    m_blockFirst = m_blockLast = m_markedLine = 0;
    if (isVisible()) {
        loadPendingText();
    }
}

void SourceView::showEvent(QShowEvent *event)
{
    QPlainTextEdit::showEvent(event);
    loadPendingText();
}

void SourceView::loadPendingText()
{
    if (m_loaded) {
        return;
    }
    setPlainText(m_pendingText);
    m_pendingText.clear();
    m_loaded = true;
    applyMarks();
}

void SourceView::highlightBlock(int firstLine, int lastLine)
{
    m_blockFirst = firstLine;
    m_blockLast = lastLine;
    m_markedLine = 0;
    applyMarks();
}

void SourceView::showLine(int line)
{
    m_markedLine = line;
    applyMarks();
}

void SourceView::applyMarks()
{
    if (!m_loaded) {
        return;
    }
    updateExtraSelections();
    const int line = m_markedLine > 0 ? m_markedLine : m_blockFirst;
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    if (!block.isValid()) {
        return;
    }
    setTextCursor(QTextCursor(block));
    if (m_markedLine > 0) {
        centerCursor();
    } else {
        // Without wrapping the scroll bar counts lines: put the block's start near the top,
        // with a little of the prose that introduced it above.
        verticalScrollBar()->setValue(qMax(0, line - 4));
    }
}

QTextEdit::ExtraSelection SourceView::lineSelection(int first, int last, const QColor &color) const
{
    QTextEdit::ExtraSelection selection;
    selection.format.setBackground(color);
    selection.format.setProperty(QTextFormat::FullWidthSelection, true);
    QTextCursor cursor(document()->findBlockByNumber(first - 1));
    const QTextBlock end = document()->findBlockByNumber(last - 1);
    if (end.isValid()) {
        cursor.setPosition(end.position() + end.length() - 1, QTextCursor::KeepAnchor);
    }
    selection.cursor = cursor;
    return selection;
}

void SourceView::updateExtraSelections()
{
    const QColor base = palette().color(QPalette::Base);
    const QColor accent = palette().color(QPalette::Highlight);
    QList<QTextEdit::ExtraSelection> selections;
    if (m_blockFirst > 0) {
        selections.append(lineSelection(m_blockFirst, m_blockLast, blend(base, accent, 0.15)));
    }
    if (m_markedLine > 0) {
        selections.append(lineSelection(m_markedLine, m_markedLine, blend(base, accent, 0.45)));
    }
    setExtraSelections(selections);
}

int SourceView::lineNumberAreaWidth() const
{
    const int digits = int(QString::number(qMax(1, blockCount())).size());
    return 12 + fontMetrics().horizontalAdvance(u'9') * qMax(digits, 3);
}

void SourceView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_lineNumberArea->setGeometry(area.left(), area.top(), lineNumberAreaWidth(), area.height());
    placeFindBar();
}

void SourceView::updateLineNumberArea(const QRect &rect, int dy)
{
    if (dy != 0) {
        m_lineNumberArea->scroll(0, dy);
    } else {
        m_lineNumberArea->update(0, rect.y(), m_lineNumberArea->width(), rect.height());
    }
}

void SourceView::paintLineNumbers(QPaintEvent *event)
{
    QPainter painter(m_lineNumberArea);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.setFont(font());
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int width = m_lineNumberArea->width() - 6;
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top()) {
            painter.drawText(0, top, width, height, Qt::AlignRight | Qt::AlignVCenter,
                QString::number(block.blockNumber() + 1));
        }
        block = block.next();
        top += height;
    }
}

} // namespace vmscope
