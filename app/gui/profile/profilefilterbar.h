// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace vmscope {

class TableFilterProxyModel;

/// The filter line of the profile views: text or regular expression over symbol and module,
/// and how many of the rows it keeps ("12 of 220 symbols"). Ctrl+F in the parent focuses it.
class ProfileFilterBar : public QWidget
{
    Q_OBJECT

public:
    explicit ProfileFilterBar(TableFilterProxyModel *proxy, QWidget *parent = nullptr);

    [[nodiscard]] QLineEdit *edit() const { return m_edit; }
    [[nodiscard]] QCheckBox *regularExpression() const { return m_regularExpression; }

    void setFilterText(const QString &text);
    void setUseRegularExpression(bool use);
    void focusFilter();

private:
    void apply();
    void updateCount();

    TableFilterProxyModel *m_proxy;
    QLineEdit *m_edit;
    QCheckBox *m_regularExpression;
    QLabel *m_count;
};

} // namespace vmscope
