// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

namespace vmscope {

/// One bar of a ProfileBarChart.
struct ProfileBar
{
    QString label; // the symbol, shown elided when long (in full in the tooltip)
    double value = 0; // % of total, or percentage points of change (may be negative)
    QString valueText; // written at the end of the bar
    QString toolTip;
    bool dimmed = false; // drawn faded and in italics: a symbol one side of a diff lacks
};

/// A horizontal bar chart of profile symbols, one row each, largest first: a label column,
/// bars from zero (diverging left and right when some values are negative) and each value at
/// its bar's end, with a value axis below. Painted rather than built from Qt Charts so that
/// long symbols elide, rows stay readable at any size and it follows the palette. Clicking
/// or Up/Down picks a bar; double-click or Return activates it.
class ProfileBarChart : public QWidget
{
    Q_OBJECT

public:
    explicit ProfileBarChart(QWidget *parent = nullptr);

    void setBars(const QList<ProfileBar> &bars);
    [[nodiscard]] const QList<ProfileBar> &bars() const { return m_bars; }
    /// The title of the value axis ("% of total").
    void setAxisTitle(const QString &title);
    /// Shown when there are no bars.
    void setEmptyText(const QString &text);
    /// Share: every bar in the share colour. Change: increases orange, decreases blue.
    enum class Colors { Share, Change };
    void setColors(Colors colors);

    /// Index of the highlighted bar, -1 for none.
    [[nodiscard]] int highlighted() const { return m_highlighted; }
    void setHighlighted(int index);

    /// Bar colours that read well on `palette`'s base: blue for shares and decreases,
    /// orange for increases (Okabe-Ito, lightened on dark themes).
    [[nodiscard]] static QColor shareColor(const QPalette &palette);
    [[nodiscard]] static QColor increaseColor(const QPalette &palette);
    [[nodiscard]] static QColor decreaseColor(const QPalette &palette);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    /// The user picked bar `index` (click, arrow keys).
    void barClicked(int index);
    /// The user double-clicked bar `index` or pressed Return on it.
    void barActivated(int index);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    /// Where everything goes at the current size.
    struct Layout
    {
        QRect labels; // the label column
        QRect plot; // the bars' area, value texts included
        double zeroX = 0;
        double scale = 0; // px per unit of value
        double minimum = 0; // the value range the axis shows
        double maximum = 0;
        int rowHeight = 0;
        int top = 0; // y of the first row
    };
    [[nodiscard]] Layout layout() const;
    [[nodiscard]] int rowAt(const QPoint &position) const;
    [[nodiscard]] int rowHeight() const;
    void pick(int index);
    void updateAccessibleDescription();

    QList<ProfileBar> m_bars;
    QString m_axisTitle;
    QString m_emptyText;
    Colors m_colors = Colors::Share;
    int m_highlighted = -1;
};

} // namespace vmscope
