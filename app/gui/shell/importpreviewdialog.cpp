// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/importpreviewdialog.h"

#include "app/gui/widgets/pagewidgets.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBlock>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int contextLines = 2; // shown above and below a block in the source preview
constexpr int headerPreviewLines = 40; // of an input's text when its header row is current
// A preview shows the start of a block: a million-row capture must not go into the editor.
constexpr int maxBlockPreviewLines = 500;

int diagnosticCount(const BlockImport &import)
{
    qsizetype count = import.diagnostics.size();
    for (const Capture &capture : import.captures) {
        count += capture.diagnostics.size();
    }
    return int(count);
}

/// Every diagnostic of the block, one per line: the repairs made (names rejoined, rows
/// joined) and what was skipped, so the user can trust or correct the block.
QString diagnosticsText(const BlockImport &import)
{
    // A tooltip, not a report: the Diagnostics panel lists them all.
    constexpr int mostListed = 20;
    QStringList lines;
    int count = 0;
    const auto add = [&](const Diagnostics &diagnostics) {
        for (const Diagnostic &diagnostic : diagnostics) {
            if (++count <= mostListed) {
                lines.append(ImportPreviewDialog::tr("line %1: %2")
                                 .arg(QString::number(diagnostic.line), diagnostic.message));
            }
        }
    };
    add(import.diagnostics);
    for (const Capture &capture : import.captures) {
        add(capture.diagnostics);
    }
    if (count > mostListed) {
        lines.append(ImportPreviewDialog::tr("… %n more", nullptr, count - mostListed));
    }
    return lines.join(u'\n');
}

/// Why the label was chosen, and how to change it.
QString labelToolTip(const BlockImport &import)
{
    const QString reason
        = import.captures.isEmpty() ? QString() : import.captures.constFirst().source.labelReason;
    return reason.isEmpty()
        ? ImportPreviewDialog::tr("Nothing above the block names it; F2 to name it")
        : ImportPreviewDialog::tr("Named from the %1; F2 to correct").arg(reason);
}

QString notesOf(const BlockImport &import)
{
    QStringList notes;
    if (!import.repeatOf.isEmpty()) {
        notes.append(ImportPreviewDialog::tr("repeats %1").arg(import.repeatOf));
    }
    if (const int count = diagnosticCount(import); count > 0) {
        notes.append(ImportPreviewDialog::tr("%n diagnostic(s)", nullptr, count));
    }
    return notes.join(u"; "_s);
}

QString displayName(const ImportPlan &plan)
{
    const QFileInfo file(plan.name);
    return file.exists() ? file.fileName() : plan.name;
}

QString headerText(const ImportPlan &plan)
{
    if (!plan.readable()) { // readInput() errors usually name the file already
        return plan.error.contains(plan.name)
            ? plan.error
            : ImportPreviewDialog::tr("%1: %2").arg(displayName(plan), plan.error);
    }
    if (plan.blocks.isEmpty()) {
        return ImportPreviewDialog::tr("%1: No log found in this text").arg(displayName(plan));
    }
    const int blocks = int(plan.blocks.size());
    return plan.cancelled
        ? ImportPreviewDialog::tr(
            "%1: %n block(s) read before the import was cancelled", nullptr, blocks)
              .arg(displayName(plan))
        : ImportPreviewDialog::tr("%1: %n block(s)", nullptr, blocks).arg(displayName(plan));
}

QTableWidgetItem *readOnlyItem(const QString &text, Qt::Alignment alignment = Qt::AlignLeft)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(alignment | Qt::AlignVCenter);
    return item;
}

/// Lines first..last (1-based, clamped) of `lines`, each behind its right-aligned number.
QString numberedLines(const QString &text, const LineIndex &lines, int first, int last)
{
    first = std::max(first, 1);
    last = std::min<int>(last, int(lines.lineCount()));
    const int width = int(QString::number(last).size());
    QStringList shown;
    for (int line = first; line <= last; ++line) {
        shown.append(u"%1  %2"_s.arg(line, width).arg(lines.line(text, line)));
    }
    return shown.join(u'\n');
}

} // namespace

ImportPreviewDialog::ImportPreviewDialog(QList<ImportPlan> plans, QWidget *parent)
    : QDialog(parent)
    , m_plans(std::move(plans))
{
    setWindowTitle(tr("Import preview"));
    buildLayout();
    fillTable();
    updateOkButton();
    resize(960, 640);
}

void ImportPreviewDialog::buildLayout()
{
    m_summary = new QLabel(this);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels({ tr("Import"), tr("Kind"), tr("Label"), tr("Rows"),
        tr("Source lines"), tr("Quote depth"), tr("Notes") });
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8); // one line
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows walk its cells
    m_table->installEventFilter(this);
    setSpokenText(m_table, tr("Logs found"),
        tr("Space takes or leaves the current block, F2 renames it"));

    m_preview = new QPlainTextEdit(this);
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setSpokenText(m_preview, tr("Block text"), tr("The lines of the current block, as the input has them"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_okButton = buttons->button(QDialogButtonBox::Ok);
    QPushButton *all = buttons->addButton(tr("Select &all"), QDialogButtonBox::ActionRole);
    all->setToolTip(tr("Take every block found"));
    connect(all, &QPushButton::clicked, this, &ImportPreviewDialog::selectAll);
    QPushButton *none = buttons->addButton(tr("Select &none"), QDialogButtonBox::ActionRole);
    none->setToolTip(tr("Leave every block out"));
    connect(none, &QPushButton::clicked, this, &ImportPreviewDialog::selectNone);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
}

void ImportPreviewDialog::fillTable()
{
    for (qsizetype plan = 0; plan < m_plans.size(); ++plan) {
        addPlanRows(plan);
    }
    // Labels can be whole sentences: they take the room the short columns leave.
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(LabelColumn, QHeaderView::Stretch);
    connect(m_table, &QTableWidget::itemChanged, this, &ImportPreviewDialog::updateOkButton);
    connect(
        m_table, &QTableWidget::currentCellChanged, this, &ImportPreviewDialog::showCurrentSource);
    m_table->setCurrentCell(std::min(1, m_table->rowCount() - 1), LabelColumn);
}

namespace {

/// "Subject — Author, Date" of the message a block was read from; empty when none.
QString messageOf(const BlockImport &import)
{
    if (import.captures.isEmpty()) {
        return {};
    }
    const SourceInfo &source = import.captures.constFirst().source;
    if (source.messageSubject.isEmpty() && source.messageAuthor.isEmpty()) {
        return {};
    }
    QStringList who;
    for (const QString &part : { source.messageAuthor, source.messageDate }) {
        if (!part.isEmpty()) {
            who.append(part);
        }
    }
    return who.isEmpty() ? source.messageSubject
                         : source.messageSubject + u" \u2014 "_s + who.join(u", "_s);
}

} // namespace

void ImportPreviewDialog::addPlanRows(qsizetype planIndex)
{
    addHeaderRow(planIndex);
    const QList<BlockImport> &blocks = m_plans.at(planIndex).blocks;
    // A mailbox or a thread of several messages: the blocks under the message they are in.
    QStringList messages;
    for (const BlockImport &import : blocks) {
        const QString message = messageOf(import);
        if (!message.isEmpty() && !messages.contains(message)) {
            messages.append(message);
        }
    }
    QString shown;
    for (qsizetype block = 0; block < blocks.size(); ++block) {
        const QString message = messageOf(blocks.at(block));
        if (messages.size() > 1 && !message.isEmpty() && message != shown) {
            addMessageRow(planIndex, message);
            shown = message;
        }
        addBlockRow(planIndex, block);
    }
}

void ImportPreviewDialog::addMessageRow(qsizetype planIndex, const QString &message)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_rows.append({ planIndex, messageRow });
    QTableWidgetItem *item = readOnlyItem(u"\u2709 "_s + message);
    QFont font = item->font();
    font.setItalic(true);
    item->setFont(font);
    item->setToolTip(tr("The blocks below were read from this message"));
    m_table->setItem(row, 0, item);
    m_table->setSpan(row, 0, 1, ColumnCount);
}

void ImportPreviewDialog::addHeaderRow(qsizetype planIndex)
{
    const ImportPlan &plan = m_plans.at(planIndex);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_rows.append({ planIndex, -1 });
    QTableWidgetItem *item = readOnlyItem(headerText(plan));
    QFont font = item->font();
    font.setBold(true);
    item->setFont(font);
    item->setToolTip(plan.name);
    m_table->setItem(row, 0, item);
    m_table->setSpan(row, 0, 1, ColumnCount);
}

void ImportPreviewDialog::addBlockRow(qsizetype planIndex, qsizetype blockIndex)
{
    const BlockImport &import = m_plans.at(planIndex).blocks.at(blockIndex);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_rows.append({ planIndex, blockIndex });

    auto *take = readOnlyItem({}, Qt::AlignHCenter);
    take->setFlags(take->flags() | Qt::ItemIsUserCheckable);
    take->setCheckState(import.selected ? Qt::Checked : Qt::Unchecked);
    auto *label = readOnlyItem(import.label);
    label->setFlags(label->flags() | Qt::ItemIsEditable);
    label->setToolTip(labelToolTip(import));
    const auto right = Qt::AlignRight;
    m_table->setItem(row, ImportColumn, take);
    m_table->setItem(row, KindColumn, readOnlyItem(import.kindId()));
    m_table->setItem(row, LabelColumn, label);
    m_table->setItem(row, RowsColumn, readOnlyItem(QString::number(import.rowCount()), right));
    m_table->setItem(row, LinesColumn,
        readOnlyItem(u"%1-%2"_s.arg(import.block.firstLine()).arg(import.block.lastLine()), right));
    m_table->setItem(
        row, QuoteColumn, readOnlyItem(QString::number(import.block.quoteDepth()), right));
    QTableWidgetItem *notes = readOnlyItem(notesOf(import));
    notes->setToolTip(diagnosticsText(import));
    m_table->setItem(row, NotesColumn, notes);
}

QList<ImportPlan> ImportPreviewDialog::plans() const
{
    QList<ImportPlan> chosen = m_plans;
    for (int row = 0; row < m_rows.size(); ++row) {
        const RowSource source = m_rows.at(row);
        if (source.block < 0) {
            continue;
        }
        BlockImport &import = chosen[source.plan].blocks[source.block];
        import.selected = m_table->item(row, ImportColumn)->checkState() == Qt::Checked;
        import.label = m_table->item(row, LabelColumn)->text();
    }
    return chosen;
}

int ImportPreviewDialog::rowOf(qsizetype plan, qsizetype block) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).plan == plan && m_rows.at(row).block == block) {
            return row;
        }
    }
    return -1;
}

int ImportPreviewDialog::selectedCaptureCount() const
{
    int count = 0;
    for (int row = 0; row < m_rows.size(); ++row) {
        const RowSource source = m_rows.at(row);
        if (source.block >= 0 && m_table->item(row, ImportColumn)->checkState() == Qt::Checked) {
            count += int(m_plans.at(source.plan).blocks.at(source.block).captures.size());
        }
    }
    return count;
}

void ImportPreviewDialog::selectAll()
{
    setAllChecked(true);
}

void ImportPreviewDialog::selectNone()
{
    setAllChecked(false);
}

void ImportPreviewDialog::setAllChecked(bool checked)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).block >= 0) {
            m_table->item(row, ImportColumn)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
        }
    }
}

void ImportPreviewDialog::updateOkButton()
{
    const int captures = selectedCaptureCount();
    m_okButton->setText(tr("Import %n capture(s)", nullptr, captures));
    m_okButton->setEnabled(captures > 0);
    qsizetype blocks = 0;
    for (const ImportPlan &plan : std::as_const(m_plans)) {
        blocks += plan.blocks.size();
    }
    m_summary->setText(blocks == 0 ? tr("No log found in this text")
                                   : tr("Untick the blocks to leave out; double-click or press "
                                        "F2 to correct a label."));
}

bool ImportPreviewDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Keys typed into a label editor go to the editor, not to the table.
    if (watched != m_table || event->type() != QEvent::KeyPress) {
        return QDialog::eventFilter(watched, event);
    }
    const int row = m_table->currentRow();
    const int key = static_cast<QKeyEvent *>(event)->key();
    if (row < 0 || m_rows.at(row).block < 0 || (key != Qt::Key_Space && key != Qt::Key_F2)) {
        return QDialog::eventFilter(watched, event);
    }
    if (key == Qt::Key_F2) {
        m_table->editItem(m_table->item(row, LabelColumn));
        return true;
    }
    QTableWidgetItem *take = m_table->item(row, ImportColumn);
    take->setCheckState(take->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
    return true;
}

const LineIndex &ImportPreviewDialog::linesOf(qsizetype plan) const
{
    auto cached = m_lineCache.find(plan);
    if (cached == m_lineCache.end()) {
        cached = m_lineCache.insert(plan, LineIndex(m_plans.at(plan).text));
    }
    return *cached;
}

void ImportPreviewDialog::showCurrentSource()
{
    const int row = m_table->currentRow();
    if (row < 0) {
        m_preview->clear();
        return;
    }
    const RowSource source = m_rows.at(row);
    const ImportPlan &plan = m_plans.at(source.plan);
    if (source.block < 0) {
        m_preview->setPlainText(plan.readable()
                ? numberedLines(plan.text, linesOf(source.plan), 1, headerPreviewLines)
                : plan.error);
        return;
    }
    const TextBlock &block = plan.blocks.at(source.block).block;
    const int first = std::max(block.firstLine() - contextLines, 1);
    const int shownLast = std::min(block.lastLine(), first + maxBlockPreviewLines);
    QString text = numberedLines(plan.text, linesOf(source.plan), first,
                                 shownLast == block.lastLine() ? shownLast + contextLines
                                                               : shownLast);
    if (shownLast < block.lastLine()) {
        text += u'\n' + tr("… %n more line(s) of this block not shown", nullptr,
                           block.lastLine() - shownLast);
    }
    m_preview->setPlainText(text);
    highlightLines(block.firstLine() - first, shownLast - block.firstLine() + 1);
}

void ImportPreviewDialog::highlightLines(int first, int count)
{
    QTextCursor cursor(m_preview->document()->findBlockByNumber(first));
    cursor.movePosition(QTextCursor::NextBlock, QTextCursor::KeepAnchor, count - 1);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    QColor shade = palette().color(QPalette::Highlight);
    shade.setAlpha(48); // readable on light and dark palettes
    QTextEdit::ExtraSelection selection;
    selection.cursor = cursor;
    selection.format.setBackground(shade);
    selection.format.setProperty(QTextFormat::FullWidthSelection, true);
    m_preview->setExtraSelections({ selection });
}

} // namespace vmscope
