// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStackedWidget>
#include <QString>

class QGroupBox;
class QLabel;
class QVBoxLayout;
class QWidget;

namespace vmscope {

// What the pages of one capture (profile, slab, top) build alike.

/// The two faces of a page: a centred, greyed text saying what to load while there is nothing
/// to show (index 0), else the content (index 1) that the page lays out in content().
class PageStack : public QStackedWidget
{
public:
    /// Lays itself out as the whole of `page`.
    PageStack(QWidget *page, const QString &emptyText);

    [[nodiscard]] QVBoxLayout *content() const { return m_content; }
    void setEmptyText(const QString &text);
    void showContent(bool show);

private:
    QLabel *m_empty;
    QVBoxLayout *m_content;
};

/// What a screen reader says of `control`: its name, then a description that is also its
/// tooltip (item views do not read their tooltip out as other widgets do).
void setSpokenText(QWidget *control, const QString &name, const QString &description);

/// `content` in a frame, titled `title` when there is one.
[[nodiscard]] QGroupBox *framed(QWidget *content, const QString &title = QString());

/// `chart` in a titled frame, scrolling vertically when its bars need more height than the
/// frame has.
[[nodiscard]] QGroupBox *framedChart(QWidget *chart);

} // namespace vmscope
