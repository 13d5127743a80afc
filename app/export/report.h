// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/timechartbuilder.h"
#include "core/model/document.h"
#include "core/model/finding.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace vmscope {

struct ReportPagination;

enum class ReportFormat { Html, Pdf };

/// The format a report's file name asks for (.html, .htm, .pdf), or nothing.
[[nodiscard]] std::optional<ReportFormat> reportFormatNamed(const QString &path);

/// One document to attach to a bug or a paper: the sources, every time-series capture's key
/// charts (with stalls, oopses and notes), the findings with their evidence, the statistics
/// of the labels side by side, and the notes.
class Report
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Report)

public:
    /// The inputs are the document's sources; the findings are the user's (their thresholds).
    /// Its charts label their time axis as `axis` says (the window's choice, `--axis`).
    Report(const Document &document, QList<Finding> findings,
        TimeAxisStyle axis = TimeAxisStyle::WallClock);

    /// Self-contained HTML: the charts are PNGs inside the file (data: URLs).
    [[nodiscard]] QString html() const;
    /// A paginated PDF (A4) with a table of contents giving each section's page; returns an
    /// empty string, or why the file could not be written.
    [[nodiscard]] QString writePdf(const QString &path) const;
    /// HTML or PDF as the name of `path` says (reportFormatNamed()); empty, or why not written.
    [[nodiscard]] QString writeTo(const QString &path) const;

private:
    struct Chart
    {
        QString title;
        QImage image;
    };
    /// `imageSource` turns chart `index` into the src of its <img>; `pagination` gives the
    /// sections' pages for the contents (none shown when empty) and the page breaks.
    [[nodiscard]] QString body(const std::function<QString(qsizetype)> &imageSource,
        const ReportPagination &pagination) const;
    [[nodiscard]] QStringList sectionTitles() const;
    [[nodiscard]] QStringList inputNames() const;

    const Document &m_document;
    QList<Finding> m_findings;
    QList<Chart> m_charts;
    QString m_comparison; // every comparison as mail text (core/comparison.h), or empty
};

} // namespace vmscope
