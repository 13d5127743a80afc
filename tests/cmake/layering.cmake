# SPDX-License-Identifier: GPL-2.0-or-later
# Fails when a file reaches the wrong way across the layers (docs/architecture.md): core and
# parsers link QtCore only and core knows no text format; analyze and compare draw nothing;
# the GUI and the CLI share everything below them and nothing of each other.
set(violations "")
# check(<what> <regex> <glob>...): every line of the globbed files matching regex is wrong.
function(check what regex)
    file(GLOB_RECURSE sources ${ARGN})
    foreach(source IN LISTS sources)
        file(STRINGS ${source} lines REGEX "${regex}")
        foreach(line IN LISTS lines)
            string(APPEND violations "${what}: ${source}: ${line}\n")
        endforeach()
    endforeach()
    set(violations "${violations}" PARENT_SCOPE)
endfunction()
set(gui_qt "QtWidgets|QtCharts|QtGui|Qt6::Gui|Qt6::Widgets|#include <Q(Widget|Chart|Painter|Color|Image|Font)")
check("core and parsers link QtCore only" "${gui_qt}|#include \"app/"
    ${SOURCE_DIR}/core/* ${SOURCE_DIR}/parsers/*)
check("core reads no text format" "#include \"parsers/" ${SOURCE_DIR}/core/*)
check("analyze and compare draw nothing" "${gui_qt}|#include \"app/(charts|export|gui)/"
    ${SOURCE_DIR}/app/cli/analyzecommand.* ${SOURCE_DIR}/app/cli/comparecommand.*)
check("the GUI uses nothing of the CLI" "#include \"app/cli/" ${SOURCE_DIR}/app/gui/*)
check("charts and exports serve both front ends" "#include \"app/(cli|gui)/"
    ${SOURCE_DIR}/app/charts/* ${SOURCE_DIR}/app/export/*)
if(violations)
    message(FATAL_ERROR "files that reach the wrong way across the layers:\n${violations}")
endif()
message(STATUS "layering: ${CMAKE_CURRENT_LIST_FILE} checked")
