// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace vmscope {

class TableFilterProxyModel;

/// The filter line above a table (symbols, caches, processes): text or regular expression
/// over the rows' filter texts, and how many rows it keeps ("12 of 220 symbols"). Ctrl+F in
/// the parent focuses it.
class TableFilterBar : public QWidget
{
    Q_OBJECT

public:
    /// What the bar says: it names the page's rows, so the page translates it.
    struct Texts
    {
        QString placeholder; // "Filter by symbol or module (Ctrl+F)"
        QString toolTip;
        QString accessibleName;
        /// "12 of 220 symbols": the rows kept, of all.
        std::function<QString(int shown, int all)> count;
    };

    TableFilterBar(TableFilterProxyModel *proxy, Texts texts, QWidget *parent = nullptr);

    [[nodiscard]] QLineEdit *edit() const { return m_edit; }
    [[nodiscard]] QCheckBox *regularExpression() const { return m_regularExpression; }

    void setFilterText(const QString &text);
    void setUseRegularExpression(bool use);
    void focusFilter();

private:
    void apply();
    void updateCount();

    TableFilterProxyModel *m_proxy;
    Texts m_texts;
    QLineEdit *m_edit;
    QCheckBox *m_regularExpression;
    QLabel *m_count;
};

} // namespace vmscope
