// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QHash>
#include <QTreeWidget>

namespace vmscope {

struct Capture;
class Workspace;

/// The workspace's captures grouped by input, then label, then kind. A capture's checkbox
/// says whether the charts plot it; selecting one makes it current; F2 renames, Delete
/// removes, the context menu also recolours.
class CaptureTree : public QTreeWidget
{
    Q_OBJECT

public:
    enum Column {
        LabelColumn,
        KindColumn,
        RowsColumn,
        LinesColumn,
        DiagnosticsColumn,
        ColumnCount
    };

    explicit CaptureTree(Workspace *workspace, QWidget *parent = nullptr);

    /// Capture ids in the order the tree shows them.
    [[nodiscard]] QStringList captureIds() const;
    /// The row of capture `id`, or nullptr.
    [[nodiscard]] QTreeWidgetItem *captureItem(const QString &id) const;
    [[nodiscard]] QStringList selectedCaptureIds() const;

protected:
    /// Space ticks or unticks the current capture whichever of its columns is current.
    void keyPressEvent(QKeyEvent *event) override;

public slots:
    void renameCurrent();
    void recolorCurrent();
    void removeSelected();

private:
    void rebuild();
    /// Redraws the swatch and the tick of one capture (recoloured, shown or hidden).
    void restyle(const QString &id);
    void selectCurrent(const QString &id);
    [[nodiscard]] QTreeWidgetItem *addGroup(QTreeWidgetItem *parent, const QString &text);
    void addCapture(QTreeWidgetItem *parent, const Capture &capture);
    /// The label's tooltip: the label, then the subject, author, date and Message-ID of the
    /// message the capture was read from, when it came from one.
    [[nodiscard]] static QString provenanceText(const Capture &capture);
    void applyEdit(QTreeWidgetItem *item, int column);
    [[nodiscard]] QString currentCaptureId() const;
    void addTreeAction(const QString &text, const QKeySequence &shortcut, const QString &tip,
        void (CaptureTree::*slot)());

    Workspace *m_workspace;
    bool m_rebuilding = false;
    QHash<QString, QString> m_names; // the rows' names, runNames() at the last rebuild
};

} // namespace vmscope
