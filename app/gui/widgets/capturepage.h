// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;

namespace vmscope {

/// A page that shows one capture of its kind at a time (a profile, a slab session), picked
/// from those it was given: what the profile and slab pages share. It keeps copies, so the
/// document may drop or replace its captures while one is shown, and a picker (a combo box
/// with its label, hidden while there is only one to pick) that the page lays out.
class CapturePage : public QWidget
{
    Q_OBJECT

public:
    /// The captures to choose from: those of `captures` this page shows (copied, the pointers
    /// are not kept). Keeps showing the same capture when it is still among them, else the
    /// first.
    void setCaptures(const QList<const Capture *> &captures);
    /// Shows `capture` (adding it to the choice when it is new, refreshing it when it was
    /// renamed or reloaded). One this page does not show, or nullptr, changes nothing:
    /// following the window's current capture keeps the last one on screen.
    void setCapture(const Capture *capture);

    /// Id of the capture shown, empty when none.
    [[nodiscard]] QString captureId() const;
    /// The input the shown capture came from (what source-line requests refer to).
    [[nodiscard]] QString sourceFile() const;
    [[nodiscard]] QComboBox *captureChoice() const { return m_choice; }

protected:
    using Shows = bool (*)(const Capture &capture);

    /// `shows` says which captures the page takes; `choiceText` labels the picker ("&Slabs:").
    CapturePage(Shows shows, const QString &choiceText, const QString &choiceTip,
                QWidget *parent = nullptr);

    [[nodiscard]] QLabel *choiceLabel() const { return m_choiceLabel; }
    /// What a page shows above its content: the picker, the capture's label in bold (`title`)
    /// and below, a line of facts (`header`, selectable, wrapped), named `<name>Title` and
    /// `<name>Header`. The row is the picker and the title; the header goes under it.
    struct Heading
    {
        QHBoxLayout *row = nullptr;
        QLabel *title = nullptr;
        QLabel *header = nullptr;
    };
    [[nodiscard]] Heading createHeading(const QString &name);
    /// "Capture c3 from thread.txt" ("from a paste"): the title's tooltip; empty when none is
    /// shown.
    [[nodiscard]] QString sourceTip() const;
    /// The capture shown, or nullptr.
    [[nodiscard]] const Capture *shown() const;
    /// Called when the capture shown changed or was given again; shown() may be null.
    virtual void showCapture() = 0;

private:
    void showAt(int index);
    void fillChoice();

    Shows m_shows;
    QList<Capture> m_captures;
    int m_shown = -1; // into m_captures
    QComboBox *m_choice;
    QLabel *m_choiceLabel;
};

} // namespace vmscope
