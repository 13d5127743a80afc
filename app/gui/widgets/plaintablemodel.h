// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/text/plaintable.h"

#include <QAbstractTableModel>

namespace vmscope {

/// A PlainTable (a profile or slab diff as `vmscope-cli compare` prints it) for a table view:
/// the same columns, cells and alignment, sections in italics across the row.
class PlainTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    void setTable(const PlainTable &table);
    [[nodiscard]] const PlainTable &table() const { return m_table; }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    PlainTable m_table { {} };
};

} // namespace vmscope
