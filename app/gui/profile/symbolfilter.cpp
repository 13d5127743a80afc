// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/symbolfilter.h"

#include "app/gui/widgets/tablefilterbar.h"

#include <QCoreApplication>

namespace vmscope {
namespace {

struct SymbolFilter
{
    Q_DECLARE_TR_FUNCTIONS(SymbolFilter)
};

} // namespace

TableFilterBar::Texts symbolFilterTexts()
{
    return { SymbolFilter::tr("Filter by symbol or module (Ctrl+F)"),
            SymbolFilter::tr("Show only the symbols whose name or module contain this text"),
            SymbolFilter::tr("Symbol filter"),
            [](int shown, int all) {
                return SymbolFilter::tr("%1 of %n symbol(s)", nullptr, all).arg(shown);
            } };
}

} // namespace vmscope
