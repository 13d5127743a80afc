// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;
class QTreeWidget;

namespace vmscope {

struct Capture;

/// One crash report made legible: what and where (header facts and signature), the call
/// trace as a list (modules in their own column, `?` frames and module names dimmed, stack
/// switches such as <IRQ> as separator rows), the registers, and the code bytes with the
/// faulting byte marked, followed by ksymoops' disassembly when there is one.
class OopsView : public QWidget
{
    Q_OBJECT

public:
    enum FrameColumn { IndexColumn, FunctionColumn, ModuleColumn, AddressColumn, FrameColumnCount };
    /// On each trace row: the index into Oops::frames, -1 for stack-switch rows.
    static constexpr int FrameIndexRole = Qt::UserRole + 1;

    explicit OopsView(QWidget *parent = nullptr);

    /// Shows the capture's oops; anything else (or nullptr) empties the view. The capture is
    /// copied from, not kept.
    void setCapture(const Capture *capture);
    /// The shown report as mail-ready text (core/oopstext.h); empty when none is shown.
    [[nodiscard]] QString plainText() const { return m_plainText; }

    [[nodiscard]] QLabel *header() const { return m_header; }
    [[nodiscard]] QTreeWidget *trace() const { return m_trace; }
    [[nodiscard]] QTreeWidget *registers() const { return m_registers; }
    [[nodiscard]] QTextBrowser *code() const { return m_code; }

public slots:
    /// Puts plainText() on the clipboard.
    void copyAsText();

private:
    void clear();

    QLabel *m_header = nullptr;
    QTreeWidget *m_trace = nullptr;
    QTreeWidget *m_registers = nullptr;
    QTextBrowser *m_code = nullptr;
    QString m_plainText;
};

} // namespace vmscope
