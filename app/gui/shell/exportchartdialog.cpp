// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/exportchartdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QSpinBox *spinBox(int minimum, int maximum, int value, const QString &suffix)
{
    auto *box = new QSpinBox;
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

} // namespace

ExportChartDialog::ExportChartDialog(bool raster, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export Chart"));
    const ChartExportSettings saved = savedSettings();
    m_width = spinBox(50, 20000, int(saved.size.width()), tr(" px"));
    m_height = spinBox(50, 20000, int(saved.size.height()), tr(" px"));
    m_dpi = spinBox(24, 1200, saved.dpi, tr(" dpi"));
    m_dpi->setEnabled(raster);
    m_dpi->setToolTip(tr("96 dpi is one image pixel per pixel of the size; 192 doubles them "
                         "for sharp text on HiDPI screens and in print"));
    m_width->setToolTip(tr("The chart's width as laid out; at 96 dpi the image's pixels"));
    m_height->setToolTip(tr("The chart's height as laid out; at 96 dpi the image's pixels"));
    m_theme = new QComboBox;
    m_theme->setToolTip(tr("Light for print and documents, dark for a dark page or slide"));
    m_theme->addItem(tr("Light (for print)"), int(ExportTheme::Light));
    m_theme->addItem(tr("Dark"), int(ExportTheme::Dark));
    m_theme->setCurrentIndex(saved.theme == ExportTheme::Dark ? 1 : 0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(buttons);
}

ChartExportSettings ExportChartDialog::settings() const
{
    return { QSizeF(m_width->value(), m_height->value()), m_dpi->value(),
        ExportTheme(m_theme->currentData().toInt()) };
}

ChartExportSettings ExportChartDialog::savedSettings()
{
    const QSettings stored;
    ChartExportSettings settings;
    settings.size = stored.value(u"export/size"_s, settings.size).toSizeF();
    settings.dpi = stored.value(u"export/dpi"_s, settings.dpi).toInt();
    settings.theme = stored.value(u"export/theme"_s).toString() == u"dark" ? ExportTheme::Dark
                                                                         : ExportTheme::Light;
    return settings;
}

void ExportChartDialog::accept()
{
    const ChartExportSettings chosen = settings();
    QSettings stored;
    stored.setValue(u"export/size"_s, chosen.size);
    stored.setValue(u"export/dpi"_s, chosen.dpi);
    stored.setValue(u"export/theme"_s, chosen.theme == ExportTheme::Dark ? u"dark"_s : u"light"_s);
    QDialog::accept();
}

} // namespace vmscope
