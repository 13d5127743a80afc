// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSplitter>

class QTableView;

namespace vmscope {

/// A profile view's table beside its chart. The first time it is laid out with rows in the
/// table, the table gets the width its columns need and the chart the rest (at least
/// `chartWidth` px); after that the sizes are the user's.
class ProfileSplitter : public QSplitter
{
    Q_OBJECT

public:
    ProfileSplitter(QTableView *table, QWidget *chart, int chartWidth, QWidget *parent = nullptr);

    /// Call when the table's columns were sized: fits now if the splitter is on screen.
    void fitOnce();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();

    QTableView *m_table;
    int m_chartWidth;
    bool m_fitted = false;
};

} // namespace vmscope
