// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace vmscope {

/// One crash report made legible: what and where (header facts and signature), the call
/// trace as a list (modules in their own column, `?` frames and module names dimmed, stack
/// switches such as <IRQ> as separator rows), the registers, and the code bytes with the
/// faulting byte marked, followed by ksymoops' disassembly when there is one. With several
/// reports, a list beside it groups them by kind and culprit (or signature), so the same crash
/// from other messages or kernels shows as one row with a count.
class OopsView : public QWidget
{
    Q_OBJECT

public:
    enum FrameColumn { IndexColumn, FunctionColumn, ModuleColumn, AddressColumn, FrameColumnCount };
    /// On each trace row: the index into Oops::frames, -1 for stack-switch rows.
    static constexpr int FrameIndexRole = Qt::UserRole + 1;

    /// On each report row: the capture id it shows (a group row: its first report's).
    static constexpr int CaptureIdRole = Qt::UserRole + 2;
    /// True on the trace row of the report's culprit (shown bold).
    static constexpr int CulpritRole = Qt::UserRole + 3;

    explicit OopsView(QWidget *parent = nullptr);

    /// The reports to choose from: the oopses of `captures` (copied, the pointers are not
    /// kept), grouped as groupOopsBySignature() does. Keeps showing the same capture when it is still among
    /// them (refreshed: a System.map may have resolved it), else shows the first.
    void setCaptures(const QList<const Capture *> &captures);
    /// Shows the capture's oops (adding it to the choice when it is new). A capture without an
    /// oops, or nullptr, changes nothing: following the current capture of the window keeps
    /// the last report on screen.
    void setCapture(const Capture *capture);
    /// Id of the capture shown, empty when none.
    [[nodiscard]] QString captureId() const { return m_shownId; }
    /// The shown report as mail-ready text (core/oopstext.h); empty when none is shown.
    [[nodiscard]] QString plainText() const { return m_plainText; }

    [[nodiscard]] QLabel *header() const { return m_header; }
    [[nodiscard]] QTreeWidget *trace() const { return m_trace; }
    [[nodiscard]] QTreeWidget *registers() const { return m_registers; }
    [[nodiscard]] QTextBrowser *code() const { return m_code; }
    /// The reports, grouped by crash (kind and culprit); hidden while there are fewer than two.
    [[nodiscard]] QTreeWidget *reports() const { return m_reports; }

public slots:
    /// Puts plainText() on the clipboard.
    void copyAsText();

signals:
    /// The shown report has raw addresses a System.map could resolve, and the user asked to
    /// load one.
    void systemMapRequested();

private:
    void clear();
    void showReport(const Capture &capture);
    void fillReports();
    void selectReport(const QString &captureId);

    QList<Capture> m_captures; // oops captures, in document order
    QString m_shownId;
    QTreeWidget *m_reports = nullptr;
    QPushButton *m_loadMap = nullptr;
    QLabel *m_header = nullptr;
    QTreeWidget *m_trace = nullptr;
    QTreeWidget *m_registers = nullptr;
    QTextBrowser *m_code = nullptr;
    QString m_plainText;
};

} // namespace vmscope
