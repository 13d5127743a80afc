// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/export/chartsheet.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace vmscope {

/// How File > Export chart… draws: size, resolution (PNG only) and theme.
struct ChartExportSettings
{
    QSizeF size { 1200.0, 800.0 }; // logical pixels
    int dpi = 96;
    ExportTheme theme = ExportTheme::Light;
};

/// Asks for the size, DPI and theme of an exported chart; remembers them for next time.
class ExportChartDialog : public QDialog
{
    Q_OBJECT

public:
    /// `raster`: the format is PNG, whose DPI matters (vector formats have none).
    ExportChartDialog(bool raster, QWidget *parent = nullptr);

    [[nodiscard]] ChartExportSettings settings() const;
    /// The last settings accepted, or the defaults.
    [[nodiscard]] static ChartExportSettings savedSettings();

    void accept() override;

private:
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
    QComboBox *m_theme;
};

} // namespace vmscope
