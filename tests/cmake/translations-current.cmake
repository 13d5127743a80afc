# SPDX-License-Identifier: GPL-2.0-or-later
# vmscope_de.ts holds every string the sources pass to tr() now: lupdate over the sources, run
# on a copy, leaves no message unfinished. (tst_translations checks the catalogue itself; this
# catches a string added without `cmake --build build --target update_translations`.)
# cmake -DLUPDATE=... -DSOURCE_DIR=... -DLIST=translatable.lst -DWORK=... -P translations-current.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(COPY ${SOURCE_DIR}/translations/vmscope_de.ts DESTINATION ${WORK})
execute_process(COMMAND ${LUPDATE} -silent -locations none -I ${SOURCE_DIR} -target-language de
        @${LIST} -ts ${WORK}/vmscope_de.ts
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${result}): ${output}")
endif()
file(READ ${WORK}/vmscope_de.ts catalogue)
string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*(<comment>[^<]*</comment>[ \n]*)?<translation type=\"unfinished\""
    unfinished "${catalogue}")
list(LENGTH unfinished count)
if(count GREATER 0)
    string(REGEX REPLACE "[ \n]*<translation type=\"unfinished\"" "" unfinished "${unfinished}")
    list(JOIN unfinished "\n" listed)
    message(FATAL_ERROR "${count} strings of the sources are not in vmscope_de.ts (run the "
        "update_translations target, then translate them):\n${listed}")
endif()
message(STATUS "vmscope_de.ts holds every string of the sources")
