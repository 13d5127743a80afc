// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/capturetree.h"

#include "app/charts/colorswatch.h"

#include "app/gui/shell/workspace.h"
#include "app/gui/widgets/pagewidgets.h"
#include "core/analysis/runnames.h"
#include "core/oops/oopstext.h"

#include <QAction>
#include <QColorDialog>
#include <QFileInfo>
#include <QSignalBlocker>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSettings>
#include <QStyledItemDelegate>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int captureIdRole = Qt::UserRole + 1;
/// The label as found or given, whole: the row shows it short (runNames()).
constexpr int fullLabelRole = Qt::UserRole + 2;
/// The name the row shows, to tell a rename from a tick of its check box.
constexpr int shownNameRole = Qt::UserRole + 3;

/// Renaming starts from the whole label, not from the short name the row shows.
class LabelEditDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *line = qobject_cast<QLineEdit *>(editor);
        if (line && index.data(fullLabelRole).isValid()) {
            line->setText(index.data(fullLabelRole).toString());
        } else {
            QStyledItemDelegate::setEditorData(editor, index);
        }
    }
};

/// Captures of one input grouped by label in order of first appearance, each group by kind.
QList<QList<const Capture *>> groupByLabel(const QList<const Capture *> &captures)
{
    QList<QList<const Capture *>> groups;
    for (const Capture *capture : captures) {
        auto group = std::find_if(groups.begin(), groups.end(),
            [capture](const auto &g) { return g.constFirst()->label == capture->label; });
        if (group == groups.end()) {
            groups.append({ capture });
        } else {
            group->append(capture);
        }
    }
    for (auto &group : groups) {
        std::stable_sort(group.begin(), group.end(),
            [](const Capture *a, const Capture *b) { return a->kind < b->kind; });
    }
    return groups;
}

} // namespace

CaptureTree::CaptureTree(Workspace *workspace, QWidget *parent)
    : QTreeWidget(parent)
    , m_workspace(workspace)
{
    setHeaderLabels({ tr("Capture"), tr("Kind"), tr("Rows"), tr("Lines"), tr("⚠") });
    headerItem()->setToolTip(DiagnosticsColumn, tr("Diagnostics about the capture's lines"));
    setIndentation(14);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setUniformRowHeights(true);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    setSpokenText(this, tr("Captures"),
        tr("Every log read, by input and label: Space or a tick charts a capture, the context "
           "menu renames, recolours and removes it"));
    // The user's width for the names, kept across restarts; the last column takes the rest.
    header()->setSectionResizeMode(LabelColumn, QHeaderView::Interactive);
    header()->setStretchLastSection(true);
    header()->resizeSection(LabelColumn,
        QSettings().value(u"tree/labelWidth"_s, fontMetrics().horizontalAdvance(u'x') * 26).toInt());
    connect(header(), &QHeaderView::sectionResized, this, [](int section, int, int width) {
        if (section == LabelColumn && width > 0) {
            QSettings().setValue(u"tree/labelWidth"_s, width);
        }
    });
    setItemDelegateForColumn(LabelColumn, new LabelEditDelegate(this));
    addTreeAction(
        tr("&Rename"), Qt::Key_F2, tr("Rename the current capture"), &CaptureTree::renameCurrent);
    addTreeAction(tr("Change &Colour…"), {}, tr("Pick the colour the charts draw it in"),
        &CaptureTree::recolorCurrent);
    addTreeAction(tr("Re&move"), QKeySequence::Delete, tr("Remove the selected captures"),
        &CaptureTree::removeSelected);
    connect(workspace, &Workspace::capturesChanged, this, &CaptureTree::rebuild);
    connect(workspace, &Workspace::captureStyleChanged, this, &CaptureTree::restyle);
    connect(workspace, &Workspace::currentCaptureChanged, this, &CaptureTree::selectCurrent);
    connect(this, &QTreeWidget::itemChanged, this, &CaptureTree::applyEdit);
    connect(this, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (!item->data(LabelColumn, captureIdRole).isNull()) {
            editItem(item, LabelColumn);
        }
    });
    connect(this, &QTreeWidget::currentItemChanged, this, [this] {
        if (!m_rebuilding && !currentCaptureId().isEmpty()) {
            m_workspace->setCurrentCapture(currentCaptureId());
        }
    });
    rebuild();
}

void CaptureTree::addTreeAction(const QString &text, const QKeySequence &shortcut,
    const QString &tip, void (CaptureTree::*slot)())
{
    auto *action = new QAction(text, this);
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    action->setToolTip(tip);
    connect(action, &QAction::triggered, this, slot);
    addAction(action);
}

void CaptureTree::rebuild()
{
    m_rebuilding = true;
    clear();
    const Document &document = m_workspace->document();
    m_names = m_workspace->runNames();
    for (const SourceText &source : document.sources()) {
        QList<const Capture *> captures;
        for (const Capture &capture : document.captures()) {
            if (capture.source.file == source.name) {
                captures.append(&capture);
            }
        }
        if (captures.isEmpty()) {
            continue;
        }
        QTreeWidgetItem *sourceItem = addGroup(invisibleRootItem(), source.name);
        sourceItem->setText(LabelColumn, QFileInfo(source.name).fileName());
        for (const QList<const Capture *> &group : groupByLabel(captures)) {
            QTreeWidgetItem *parent = group.size() == 1
                ? sourceItem
                : addGroup(sourceItem, shortLabel(group.constFirst()->label));
            parent->setToolTip(LabelColumn, group.constFirst()->label);
            for (const Capture *capture : group) {
                addCapture(parent, *capture);
            }
        }
    }
    expandAll();
    for (int column = KindColumn; column < ColumnCount; ++column) {
        resizeColumnToContents(column);
    }
    m_rebuilding = false;
    selectCurrent(m_workspace->currentCapture());
}

QTreeWidgetItem *CaptureTree::addGroup(QTreeWidgetItem *parent, const QString &text)
{
    auto *item = new QTreeWidgetItem(parent);
    item->setText(LabelColumn, text);
    item->setToolTip(LabelColumn, text);
    item->setFirstColumnSpanned(true);
    item->setFlags(Qt::ItemIsEnabled);
    QFont font = item->font(LabelColumn);
    font.setBold(true);
    item->setFont(LabelColumn, font);
    return item;
}

QString CaptureTree::provenanceText(const Capture &capture)
{
    // The label, then the message it came from, as a mail client lists it.
    QStringList lines { capture.label };
    const SourceInfo &source = capture.source;
    if (!source.messageSubject.isEmpty()) {
        lines.append(tr("Subject: %1").arg(source.messageSubject));
    }
    if (!source.messageAuthor.isEmpty()) {
        lines.append(tr("From: %1").arg(source.messageAuthor));
    }
    if (!source.messageDate.isEmpty()) {
        lines.append(tr("Date: %1").arg(source.messageDate));
    }
    if (!source.messageId.isEmpty()) {
        lines.append(tr("Message-ID: <%1>").arg(source.messageId));
    }
    return lines.join(u'\n');
}

void CaptureTree::addCapture(QTreeWidgetItem *parent, const Capture &capture)
{
    auto *item = new QTreeWidgetItem(parent);
    item->setData(LabelColumn, captureIdRole, capture.id);
    item->setData(LabelColumn, fullLabelRole, capture.label);
    const QString name = m_names.value(capture.id);
    item->setText(LabelColumn, name.isEmpty() ? tr("(no label)") : name);
    item->setData(LabelColumn, shownNameRole, item->text(LabelColumn));
    if (name.isEmpty()) {
        item->setForeground(LabelColumn, palette().brush(QPalette::Disabled, QPalette::Text));
    }
    item->setIcon(LabelColumn, colorSwatch(m_workspace->captureColor(capture.id)));
    item->setToolTip(LabelColumn, provenanceText(capture));
    item->setCheckState(
        LabelColumn, m_workspace->isCaptureVisible(capture.id) ? Qt::Checked : Qt::Unchecked);
    item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsUserCheckable);
    item->setText(KindColumn, kindName(capture));
    if (const Oops *oops = capture.oops()) {
        item->setToolTip(KindColumn, oopsTitle(*oops)); // "KASAN report in snd_seq_write"
    }
    item->setText(RowsColumn, QLocale().toString(capture.rowCount()));
    item->setTextAlignment(RowsColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(
        LinesColumn, tr("%1–%2").arg(capture.source.firstLine).arg(capture.source.lastLine));
    item->setToolTip(LinesColumn, tr("Lines of the input the capture was read from"));
    const auto count = int(capture.diagnostics.size());
    if (count > 0) {
        item->setText(DiagnosticsColumn, tr("⚠ %1").arg(count));
        item->setToolTip(DiagnosticsColumn, tr("%n diagnostic(s) about its lines", nullptr, count));
    }
}

void CaptureTree::applyEdit(QTreeWidgetItem *item, int column)
{
    // Items made while rebuilding say itemChanged too: looking each up made 8 000 captures
    // quadratic (a minute of a spinning window).
    if (m_rebuilding || column != LabelColumn) {
        return;
    }
    const QString id = item->data(LabelColumn, captureIdRole).toString();
    const Capture *capture = m_workspace->document().capture(id);
    if (!capture) {
        return;
    }
    const bool visible = item->checkState(LabelColumn) == Qt::Checked;
    // A tick changes the check state and leaves the text as shown; an edit changes the text
    // (even to the name shown, "2.4.19" for "2.4.19:").
    const bool ticked = visible != m_workspace->isCaptureVisible(id);
    const QString text = item->text(LabelColumn).trimmed();
    const bool edited = !ticked || text != item->data(LabelColumn, shownNameRole).toString();
    const QString label = edited ? text : capture->label;
    // The workspace rebuilds this tree when it changes: let the item's own signal finish first.
    QMetaObject::invokeMethod(
        this,
        [this, id, visible, label, oldLabel = capture->label] {
            m_workspace->setCaptureVisible(id, visible);
            if (!label.isEmpty() && label != oldLabel.trimmed()) {
                m_workspace->renameCapture(id, label);
            } else if (QTreeWidgetItem *edited = captureItem(id)) {
                // An empty name is not taken: show the old one again.
                const QSignalBlocker quiet(this);
                edited->setText(LabelColumn, edited->data(LabelColumn, shownNameRole).toString());
            }
        },
        Qt::QueuedConnection);
}

void CaptureTree::restyle(const QString &id)
{
    QTreeWidgetItem *item = captureItem(id);
    if (!item) {
        return;
    }
    const QSignalBlocker quiet(this); // not an edit of the user's
    item->setIcon(LabelColumn, colorSwatch(m_workspace->captureColor(id)));
    item->setCheckState(
        LabelColumn, m_workspace->isCaptureVisible(id) ? Qt::Checked : Qt::Unchecked);
}

void CaptureTree::keyPressEvent(QKeyEvent *event)
{
    QTreeWidgetItem *item = currentItem();
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier && item
        && !item->data(LabelColumn, captureIdRole).isNull() && state() != EditingState) {
        const bool checked = item->checkState(LabelColumn) == Qt::Checked;
        item->setCheckState(LabelColumn, checked ? Qt::Unchecked : Qt::Checked);
        event->accept();
        return;
    }
    QTreeWidget::keyPressEvent(event);
}

QString CaptureTree::currentCaptureId() const
{
    return currentItem() ? currentItem()->data(LabelColumn, captureIdRole).toString() : QString();
}

void CaptureTree::selectCurrent(const QString &id)
{
    if (QTreeWidgetItem *item = captureItem(id); item && item != currentItem()) {
        setCurrentItem(item);
    }
}

QStringList CaptureTree::captureIds() const
{
    QStringList ids;
    for (QTreeWidgetItemIterator it(const_cast<CaptureTree *>(this)); *it; ++it) {
        if (const QString id = (*it)->data(LabelColumn, captureIdRole).toString(); !id.isEmpty()) {
            ids.append(id);
        }
    }
    return ids;
}

QTreeWidgetItem *CaptureTree::captureItem(const QString &id) const
{
    for (QTreeWidgetItemIterator it(const_cast<CaptureTree *>(this)); *it; ++it) {
        if (!id.isEmpty() && (*it)->data(LabelColumn, captureIdRole).toString() == id) {
            return *it;
        }
    }
    return nullptr;
}

QStringList CaptureTree::selectedCaptureIds() const
{
    QStringList ids;
    const QStringList ordered = captureIds();
    for (const QString &id : ordered) {
        if (captureItem(id)->isSelected()) {
            ids.append(id);
        }
    }
    return ids;
}

void CaptureTree::renameCurrent()
{
    if (!currentCaptureId().isEmpty()) {
        editItem(currentItem(), LabelColumn);
    }
}

void CaptureTree::recolorCurrent()
{
    const QString id = currentCaptureId();
    if (id.isEmpty()) {
        return;
    }
    const QColor color = QColorDialog::getColor(
        m_workspace->captureColor(id), this, tr("Colour of %1").arg(currentItem()->text(0)));
    m_workspace->setCaptureColor(id, color);
}

void CaptureTree::removeSelected()
{
    const QStringList ids = selectedCaptureIds();
    for (const QString &id : ids) {
        m_workspace->removeCapture(id);
    }
}

} // namespace vmscope
