// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/sessionsourcesdialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace vmscope {

SessionSourcesDialog::SessionSourcesDialog(const QHash<QString, QString> &files,
    const QHash<QString, QString> &referenced, QWidget *parent)
    : QDialog(parent)
    , m_files(files)
{
    setWindowTitle(tr("Session Sources"));
    auto *layout = new QVBoxLayout(this);
    auto *explanation = new QLabel(tr("A session keeps the text of every input, so that it opens "
                                      "anywhere. Tick a file to refer to it instead: the session "
                                      "stays small, and opens only where the file is, unchanged."),
        this);
    explanation->setWordWrap(true);
    layout->addWidget(explanation);
    m_table = new QTableWidget(0, 2, this);
    m_table->setHorizontalHeaderLabels({ tr("Refer to the file"), tr("Path") });
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    QStringList names = files.keys();
    std::sort(names.begin(), names.end());
    for (const QString &name : std::as_const(names)) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *check = new QTableWidgetItem(QFileInfo(name).fileName());
        check->setData(Qt::UserRole, name);
        check->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        check->setCheckState(referenced.contains(name) ? Qt::Checked : Qt::Unchecked);
        check->setToolTip(tr("Refer to %1 instead of keeping its text").arg(name));
        m_table->setItem(row, 0, check);
        auto *path = new QTableWidgetItem(files.value(name));
        path->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(row, 1, path);
    }
    m_table->resizeColumnToContents(0);
    layout->addWidget(m_table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 320);
}

QHash<QString, QString> SessionSourcesDialog::referenced() const
{
    QHash<QString, QString> chosen;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *check = m_table->item(row, 0);
        if (check->checkState() == Qt::Checked) {
            const QString name = check->data(Qt::UserRole).toString();
            chosen.insert(name, m_files.value(name));
        }
    }
    return chosen;
}

} // namespace vmscope
