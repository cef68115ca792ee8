/* Renju - MIT licence, see LICENSE.
 *
 * Translations of the window's words and the localized explanation of fouls. The table is
 * indexed by StrId, then by Lang (en, uk, ru, bg); renju terms follow the project's
 * Ukrainian, Russian and Bulgarian source texts (фол, надлиние, петица, ...).
 */
#include "i18n.h"

#include "ai.h"
#include "text.h"

#include <stdio.h>
#include <string.h>

typedef struct Tr {
    const char *t[LANG_COUNT];
} Tr;

static const Tr STRINGS[S_COUNT] = {
    [S_APP_TITLE] = {{"Renju", "Рендзю", "Рэндзю", "Рендзю"}},
    [S_BLACK] = {{"Black", "Чорні", "Чёрные", "Черно"}},
    [S_WHITE] = {{"White", "Білі", "Белые", "Бяло"}},
    [S_BLACK_TO_MOVE] = {{"Black to move", "Хід чорних", "Ход чёрных", "На ход е Черно"}},
    [S_WHITE_TO_MOVE] = {{"White to move", "Хід білих", "Ход белых", "На ход е Бяло"}},
    [S_PERSON] = {{"Person", "Людина", "Человек", "Човек"}},
    [S_COMPUTER] = {{"Computer", "Комп’ютер", "Компьютер", "Компютър"}},
    [S_MOVES] = {{"Moves", "Ходи", "Ходы", "Ходове"}},
    [S_NEW_GAME] = {{"New game", "Нова гра", "Новая игра", "Нова игра"}},
    [S_UNDO] = {{"Undo", "Назад", "Отменить", "Назад"}},
    [S_REDO] = {{"Redo", "Вперед", "Вернуть", "Напред"}},
    [S_PASS] = {{"Pass", "Пас", "Пас", "Пас"}},
    [S_RESIGN] = {{"Resign", "Здатися", "Сдаться", "Предавам се"}},
    [S_OFFER_DRAW] = {{"Offer draw", "Нічия?", "Ничья?", "Реми?"}},
    [S_HINT] = {{"Hint", "Підказка", "Подсказка", "Подсказка"}},
    [S_SHOW_FORBIDDEN] = {{"Forbidden points", "Заборонені пункти", "Запрещённые пункты",
                           "Забранени пунктове"}},
    [S_SHOW_NUMBERS] = {{"Move numbers", "Номери ходів", "Номера ходов", "Номера на ходовете"}},
    [S_LANGUAGE] = {{"Language", "Мова", "Язык", "Език"}},
    [S_HELP] = {{"Help", "Довідка", "Справка", "Помощ"}},
    [S_BLACK_WINS] = {{"Black wins", "Чорні виграли", "Чёрные выиграли", "Черно печели"}},
    [S_WHITE_WINS] = {{"White wins", "Білі виграли", "Белые выиграли", "Бяло печели"}},
    [S_DRAW] = {{"Draw", "Нічия", "Ничья", "Реми"}},
    [S_REASON_FIVE] = {{"five in a row", "п’ять у ряд", "пять в ряд", "пет в редица"}},
    [S_REASON_BLACK_RESIGNED] = {{"Black resigned", "чорні здалися", "чёрные сдались",
                                  "Черно се предаде"}},
    [S_REASON_WHITE_RESIGNED] = {{"White resigned", "білі здалися", "белые сдались",
                                  "Бяло се предаде"}},
    [S_REASON_TWO_PASSES] = {{"two passes", "два паси поспіль", "два паса подряд",
                              "два паса подред"}},
    [S_REASON_NO_FIVE] = {{"no five possible", "п’ятірку вже не скласти",
                           "пятёрку уже не построить", "петица вече е невъзможна"}},
    [S_REASON_FULL_BOARD] = {{"full board", "дошка заповнена", "доска заполнена",
                              "дъската е пълна"}},
    [S_REASON_AGREED] = {{"by agreement", "за згодою", "по согласию", "по съгласие"}},
    [S_REASON_CAPTURES] = {{"five captures", "п’ять захоплень", "пять взятий",
                            "пет пленявания"}},
    [S_REASON_STONES] = {{"Black used all its stones", "чорні використали всі камені",
                          "чёрные израсходовали все камни", "Черно изчерпа камъните си"}},
    [S_THINKING] = {{"Thinking", "Думаю", "Думаю", "Мисля"}},
    [S_DEPTH] = {{"depth", "глибина", "глубина", "дълбочина"}},
    [S_BEST] = {{"best", "кращий", "лучший", "най-добър"}},
    [S_EVAL] = {{"eval", "оцінка", "оценка", "оценка"}},
    [S_MSG_OCCUPIED] = {{"%s is occupied.", "Пункт %s зайнятий.", "Пункт %s занят.",
                         "Пунктът %s е зает."}},
    [S_MSG_CENTRE_FIRST] = {{"The first stone goes on the centre, %s.",
                             "Перший камінь ставиться в центр, %s.",
                             "Первый камень ставится в центр, %s.",
                             "Първият камък се поставя в центъра, %s."}},
    [S_MSG_GAME_OVER] = {{"The game is over. Start a new game (N).",
                          "Гру закінчено. Почніть нову гру (N).",
                          "Игра окончена. Начните новую игру (N).",
                          "Играта приключи. Започнете нова игра (N)."}},
    [S_MSG_AI_TURN] = {{"The computer is to move: please wait.",
                        "Хід комп’ютера: зачекайте.", "Ход компьютера: подождите.",
                        "На ход е компютърът: изчакайте."}},
    [S_MSG_NOTHING_TO_UNDO] = {{"Nothing to undo.", "Немає чого скасовувати.",
                                "Нечего отменять.", "Няма какво да се отмени."}},
    [S_MSG_NOTHING_TO_REDO] = {{"Nothing to redo.", "Немає чого повертати.",
                                "Нечего возвращать.", "Няма какво да се върне."}},
    [S_MSG_DRAW_DECLINED] = {{"The computer declines the draw.",
                              "Комп’ютер відхиляє нічию.", "Компьютер отклоняет ничью.",
                              "Компютърът отказва реми."}},
    [S_MSG_HINT] = {{"Hint: %s (%s)", "Підказка: %s (%s)", "Подсказка: %s (%s)",
                     "Подсказка: %s (%s)"}},
    [S_MSG_HINT_WAIT] = {{"Looking for a good move…", "Шукаю добрий хід…",
                          "Ищу хороший ход…", "Търся добър ход…"}},
    [S_VIEWING] = {{"Showing move %d of %d", "Показано хід %d з %d", "Показан ход %d из %d",
                    "Показан ход %d от %d"}},
    [S_BACK_TO_GAME] = {{"Back to the game", "Повернутися до гри", "Вернуться к игре",
                         "Обратно към играта"}},
    [S_EVAL_EVEN] = {{"even", "рівно", "равно", "равно"}},
    [S_EVAL_ADV] = {{"%s %s", "%s %s", "%s %s", "%s %s"}},
    [S_RULE_SET] = {{"Rules", "Правила", "Правила", "Правила"}},
    [S_OPENING] = {{"Opening", "Дебют", "Дебют", "Дебют"}},
    [S_OPENING_FREE] = {{"Free (first stone in the centre)", "Вільний (перший камінь у центр)",
                         "Свободный (первый камень в центр)",
                         "Свободен (първият камък в центъра)"}},
    [S_AI_STRENGTH] = {{"Computer strength", "Сила комп’ютера", "Сила компьютера",
                        "Сила на компютъра"}},
    [S_START] = {{"Start", "Почати", "Начать", "Начало"}},
    [S_CANCEL] = {{"Cancel", "Скасувати", "Отмена", "Отказ"}},
    [S_ACCEPT] = {{"Accept", "Прийняти", "Принять", "Приемам"}},
    [S_DECLINE] = {{"Decline", "Відхилити", "Отклонить", "Отказвам"}},
    [S_DRAW_OFFER] = {{"%s offers a draw. Accept?", "%s пропонують нічию. Прийняти?",
                       "%s предлагают ничью. Принять?", "%s предлага реми. Приемате ли?"}},
    [S_CONFIRM_RESIGN] = {{"%s resign?", "%s здаються?", "%s сдаются?", "%s се предава?"}},
    [S_HELP_TITLE] = {{"Mouse and keyboard", "Миша і клавіатура", "Мышь и клавиатура",
                       "Мишка и клавиатура"}},
    [S_HELP_CLOSE] = {{"Press F1 or Esc to close", "F1 або Esc — закрити",
                       "F1 или Esc — закрыть", "F1 или Esc — затваряне"}},
    [S_MOUSE_CLICK] = {{"Click", "Клік", "Клик", "Клик"}},
    [S_KEY_CLICK] = {{"Play a stone", "Поставити камінь", "Поставить камень",
                      "Поставяне на камък"}},
    [S_KEY_ARROWS] = {{"Move the cursor", "Рухати курсор", "Двигать курсор",
                       "Преместване на курсора"}},
    [S_KEY_ENTER] = {{"Play at the cursor", "Хід у позицію курсора", "Ход в позицию курсора",
                      "Ход на мястото на курсора"}},
    [S_KEY_NEW] = {{"New game", "Нова гра", "Новая игра", "Нова игра"}},
    [S_KEY_UNDO] = {{"Undo", "Скасувати хід", "Отменить ход", "Отмяна на ход"}},
    [S_KEY_REDO] = {{"Redo", "Повернути хід", "Вернуть ход", "Връщане на ход"}},
    [S_KEY_PASS] = {{"Pass", "Пас", "Пас", "Пас"}},
    [S_KEY_RESIGN] = {{"Resign", "Здатися", "Сдаться", "Предаване"}},
    [S_KEY_DRAW] = {{"Offer a draw", "Запропонувати нічию", "Предложить ничью",
                     "Предложение за реми"}},
    [S_KEY_HINT] = {{"Hint", "Підказка", "Подсказка", "Подсказка"}},
    [S_KEY_FORBIDDEN] = {{"Show forbidden points", "Показувати заборонені пункти",
                          "Показывать запрещённые пункты", "Показване на забранените пунктове"}},
    [S_KEY_NUMBERS] = {{"Show move numbers", "Показувати номери ходів",
                        "Показывать номера ходов", "Показване на номерата на ходовете"}},
    [S_KEY_LANGUAGE] = {{"Next language", "Наступна мова", "Следующий язык", "Следващ език"}},
    [S_KEY_HISTORY] = {{"Browse the moves", "Переглядати ходи", "Просматривать ходы",
                        "Преглед на ходовете"}},
    [S_KEY_HELP] = {{"This help", "Ця довідка", "Эта справка", "Тази помощ"}},
    [S_KEY_DIALOG] = {{"New game: rules, opening, person or computer, strength, clock",
                       "Нова гра: правила, дебют, людина чи комп’ютер, сила, годинник",
                       "Новая игра: правила, дебют, человек или компьютер, сила, часы",
                       "Нова игра: правила, дебют, човек или компютър, сила, часовник"}},
    [S_KEY_QUIT] = {{"Quit", "Вийти", "Выйти", "Изход"}},
    [S_LEGEND_FORBIDDEN] = {{"forbidden for Black", "заборонено чорним", "запрещено чёрным",
                             "забранено за Черно"}},
    [S_MOVE_N] = {{"Move %d", "Хід %d", "Ход %d", "Ход %d"}},
    [S_CAPTURES] = {{"Captured pairs", "Захоплено пар", "Взято пар", "Пленени двойки"}},
    [S_LEGEND_FORBIDDEN_WHITE] = {{"forbidden for White", "заборонено білим",
                                   "запрещено белым", "забранено за Бяло"}},
    [S_MSG_NO_STONES] = {{"No stones left: you can only pass (P).",
                          "Каменів не лишилося: можна лише пасувати (P).",
                          "Камней не осталось: можно только пасовать (P).",
                          "Не останаха камъни: може само пас (P)."}},
    [S_MSG_CENTRE_CLOSED] = {{"Black's second stone goes outside the central 5×5.",
                              "Другий камінь чорних — поза центральним квадратом 5×5.",
                              "Второй камень чёрных — вне центрального квадрата 5×5.",
                              "Вторият камък на Черно е извън централния квадрат 5×5."}},
    [S_CENTRE_RULE] = {{"Black's 2nd stone: outside the 5×5", "2-й камінь чорних: поза 5×5",
                        "2-й камень чёрных: вне 5×5", "2-ри камък на Черно: извън 5×5"}},
    [S_STONES_LEFT] = {{"Stones left", "Лишилось каменів", "Осталось камней",
                        "Остават камъни"}},
    [S_COMMON_CENTRE] = {{"Centre %s counts for both colours", "Центр %s — спільний для обох",
                          "Центр %s — общий для обоих", "Центърът %s е общ за двамата"}},
    [S_FIRST_PLAYER] = {{"First player", "Перший гравець", "Первый игрок", "Първи играч"}},
    [S_SECOND_PLAYER] = {{"Second player", "Другий гравець", "Второй игрок", "Втори играч"}},
    [S_SEAT_FIRST] = {{"first player", "перший гравець", "первый игрок", "първи играч"}},
    [S_SEAT_SECOND] = {{"second player", "другий гравець", "второй игрок", "втори играч"}},
    [S_YOU] = {{"You", "Ви", "Вы", "Вие"}},
    [S_COMPUTER_LEVEL] = {{"Computer, level %d", "Комп’ютер, рівень %d", "Компьютер, уровень %d",
                           "Компютър, ниво %d"}},
    [S_MSG_NOT_OFFERED] = {{"That is not possible at this point of the game.",
                            "Цього не можна зробити в цей момент гри.",
                            "Этого нельзя сделать в этот момент игры.",
                            "Това не е възможно в този момент от играта."}},
    [S_MSG_TOO_LONG] = {{"The game is too long: no more moves fit.",
                         "Партія задовга: більше ходів не вміщується.",
                         "Партия слишком длинная: больше ходов не помещается.",
                         "Партията е твърде дълга: повече ходове не се побират."}},
    [S_SWAP] = {{"Swap", "Обмін", "Обмен", "Размяна"}},
    [S_OPTION_A] = {{"Option A", "Варіант A", "Вариант A", "Вариант A"}},
    [S_OPTION_B] = {{"Option B", "Варіант B", "Вариант B", "Вариант B"}},
    [S_TWO_MORE] = {{"Two more", "Ще два", "Ещё два", "Още два"}},
    [S_KEEP] = {{"Keep Black", "Лишити чорні", "Оставить чёрные", "Оставам Черно"}},
    [S_CONFIRM] = {{"Confirm", "Підтвердити", "Подтвердить", "Потвърждавам"}},
    [S_BLACK_TO_DECIDE] = {{"Black decides", "Вирішують чорні", "Решают чёрные",
                            "Решава Черно"}},
    [S_WHITE_TO_DECIDE] = {{"White decides", "Вирішують білі", "Решают белые",
                            "Решава Бяло"}},
    [S_PROMPT_CENTRE] = {{"Stone 1 goes on the centre.", "Камінь 1 ставиться в центр.",
                          "Камень 1 ставится в центр.", "Камък 1 се поставя в центъра."}},
    [S_PROMPT_ZONE] = {{"Stone %d goes inside the central %d×%d square.",
                        "Камінь %d ставиться всередині центрального квадрата %d×%d.",
                        "Камень %d ставится внутри центрального квадрата %d×%d.",
                        "Камък %d се поставя в централния квадрат %d×%d."}},
    [S_PROMPT_SWAP] = {{"Swap colours (S), or play stone %d.",
                        "Обмін кольорами (S) або камінь %d.",
                        "Обмен цветами (S) или камень %d.",
                        "Размяна на цветовете (S) или камък %d."}},
    [S_PROMPT_SWAP2] = {{"Take Black (S), play stone 4 as White, or place two more (T).",
                         "Взяти чорні (S), поставити камінь 4 білими або ще два камені (T).",
                         "Взять чёрные (S), поставить камень 4 белыми или ещё два камня (T).",
                         "Вземете Черно (S), камък 4 с Бяло или още два камъка (T)."}},
    [S_PROMPT_SWAP_FIRST] = {{"Swap colours (S), or:", "Обмін кольорами (S) або:",
                              "Обмен цветами (S) или:", "Размяна на цветовете (S) или:"}},
    [S_PROMPT_SWAP2_THREE] = {{"Stone %d: the first player places three stones anywhere (Black, White, Black).",
                               "Камінь %d: перший гравець ставить три камені будь-де (чорний, білий, чорний).",
                               "Камень %d: первый игрок ставит три камня куда угодно (чёрный, белый, чёрный).",
                               "Камък %d: първият играч поставя три камъка навсякъде (черен, бял, черен)."}},
    [S_PROMPT_SWAP2_TWO] = {{"Stone %d: the second player places two more anywhere (White, Black).",
                             "Камінь %d: другий гравець ставить ще два будь-де (білий, чорний).",
                             "Камень %d: второй игрок ставит ещё два куда угодно (белый, чёрный).",
                             "Камък %d: вторият играч поставя още два навсякъде (бял, черен)."}},
    [S_PROMPT_OPTION] = {{"A: stone 5 inside the 9×9, swaps allowed. B: propose ten fifth moves.",
                          "A: камінь 5 у квадраті 9×9, обмін дозволено. B: десять п’ятих ходів на вибір.",
                          "A: камень 5 в квадрате 9×9, обмен разрешён. B: десять пятых ходов на выбор.",
                          "A: камък 5 в квадрата 9×9, с размяна. B: десет пети хода за избор."}},
    [S_PROMPT_DECLARE] = {{"How many fifth moves must Black propose? (1–8)",
                           "Скільки п’ятих ходів мають запропонувати чорні? (1–8)",
                           "Сколько пятых ходов должны предложить чёрные? (1–8)",
                           "Колко пети хода да предложи Черно? (1–8)"}},
    [S_PROMPT_PROPOSE] = {{"Propose %d fifth moves: click the points (%d marked).",
                           "Запропонуйте %d п’ятих ходів: клацайте пункти (позначено %d).",
                           "Предложите %d пятых ходов: щёлкайте по пунктам (отмечено %d).",
                           "Предложете %d пети хода: щракайте по пунктовете (отбелязани %d)."}},
    [S_PROMPT_CHOOSE] = {{"Pick Black's fifth move: click a lettered mark.",
                          "Виберіть п’ятий хід чорних: клацніть позначку з літерою.",
                          "Выберите пятый ход чёрных: щёлкните по метке с буквой.",
                          "Изберете петия ход на Черно: щракнете знак с буква."}},
    [S_PROMPT_SWAP_OR_KEEP] = {{"Take White (S) or keep Black (K).",
                                "Взяти білі (S) або лишити чорні (K).",
                                "Взять белые (S) или оставить чёрные (K).",
                                "Вземете Бяло (S) или оставате с Черно (K)."}},
    [S_MSG_OUTSIDE_ZONE] = {{"%s is outside the central %d×%d square.",
                             "%s поза центральним квадратом %d×%d.",
                             "%s вне центрального квадрата %d×%d.",
                             "%s е извън централния квадрат %d×%d."}},
    [S_MSG_DECIDE_FIRST] = {{"First the opening's decision on the panel.",
                             "Спочатку рішення дебюту на панелі.",
                             "Сначала решение дебюта на панели.",
                             "Първо решението на дебюта в панела."}},
    [S_MSG_SYMMETRIC] = {{"%s is symmetric to the proposal %s: a symmetry of the position maps one onto the other.",
                          "%s симетричний пропозиції %s: симетрія позиції переводить один в інший.",
                          "%s симметричен предложению %s: симметрия позиции переводит один в другой.",
                          "%s е симетричен на предложението %s: симетрия на позицията ги съвместява."}},
    [S_MSG_PROPOSALS_FULL] = {{"All %d fifth moves are marked; click a mark to remove it.",
                               "Усі %d п’ятих ходів позначено; клацніть позначку, щоб зняти.",
                               "Все %d пятых ходов отмечены; щёлкните по отметке, чтобы снять.",
                               "Всички %d пети хода са отбелязани; щракнете знак, за да го махнете."}},
    [S_MSG_PROPOSALS_SHORT] = {{"Mark all %d fifth moves first.",
                                "Спершу позначте всі %d п’ятих ходів.",
                                "Сначала отметьте все %d пятых ходов.",
                                "Първо отбележете всичките %d пети хода."}},
    [S_MSG_NOT_PROPOSED] = {{"%s was not proposed: click a lettered mark.",
                             "%s не запропоновано: клацніть позначку з літерою.",
                             "%s не предложен: щёлкните по метке с буквой.",
                             "%s не е предложен: щракнете знак с буква."}},
    [S_ACT_PROPOSED] = {{"%d proposed", "%d на вибір", "%d на выбор", "%d за избор"}},
    [S_ACT_PICK] = {{"pick %s", "вибір %s", "выбор %s", "избор %s"}},
    [S_ACT_DECLARE] = {{"declare %d", "заявка %d", "заявка %d", "заявка %d"}},
    [S_KEY_OPENING] = {{"Opening: swap, option A/B, two more, keep, declare, confirm",
                        "Дебют: обмін, варіант A/B, ще два, лишити, заявка, підтвердити",
                        "Дебют: обмен, вариант A/B, ещё два, оставить, заявка, подтвердить",
                        "Дебют: размяна, вариант A/B, още два, оставам, заявка, потвърждаване"}},
    [S_LEGEND_ZONE] = {{"zone of the next stone", "зона наступного каменя",
                        "зона следующего камня", "зона на следващия камък"}},
    [S_FILES] = {{"Files…", "Файли…", "Файлы…", "Файлове…"}},
    [S_ANALYSE] = {{"Analyse", "Аналіз", "Анализ", "Анализ"}},
    [S_GRAPH] = {{"Graph", "Графік", "График", "Графика"}},
    [S_OPEN] = {{"Open", "Відкрити", "Открыть", "Отваряне"}},
    [S_SAVE] = {{"Save", "Зберегти", "Сохранить", "Запис"}},
    [S_PICTURE] = {{"Picture", "Малюнок", "Картинка", "Картина"}},
    [S_FILE_TITLE_OPEN] = {{"Open a game", "Відкрити партію", "Открыть партию",
                            "Отваряне на партия"}},
    [S_FILE_TITLE_SAVE] = {{"Save the game", "Зберегти партію", "Сохранить партию",
                            "Запис на партията"}},
    [S_FILE_FORMATS] = {{"The ending chooses the format: .renju .txt (everything), .psq, .lib, "
                         ".sgf, .moves; .png saves a picture of the board.",
                         "Закінчення імені обирає формат: .renju .txt (усе), .psq, .lib, .sgf, "
                         ".moves; .png зберігає малюнок дошки.",
                         "Окончание имени выбирает формат: .renju .txt (всё), .psq, .lib, .sgf, "
                         ".moves; .png сохраняет картинку доски.",
                         "Окончанието на името избира формата: .renju .txt (всичко), .psq, "
                         ".lib, .sgf, .moves; .png записва картина на дъската."}},
    [S_NO_FILES] = {{"No games in this folder yet.", "У цій теці ще немає партій.",
                     "В этой папке ещё нет партий.", "В тази папка още няма партии."}},
    [S_MSG_LOADED] = {{"Loaded %s", "Відкрито %s", "Открыто %s", "Отворено %s"}},
    [S_MSG_SAVED] = {{"Saved %s", "Збережено %s", "Сохранено %s", "Записано %s"}},
    [S_MSG_EXPORTED] = {{"Picture saved: %s", "Малюнок збережено: %s", "Картинка сохранена: %s",
                         "Картината е записана: %s"}},
    [S_MSG_NOT_LOADED] = {{"Not loaded — %s. The game on the board is unchanged.",
                           "Не відкрито — %s. Партія на дошці не змінилася.",
                           "Не открыто — %s. Партия на доске не изменилась.",
                           "Не е отворено — %s. Партията на дъската не е променена."}},
    [S_MSG_NOT_SAVED] = {{"Not saved — %s", "Не збережено — %s", "Не сохранено — %s",
                          "Не е записано — %s"}},
    [S_MSG_PASTED] = {{"Pasted a game of %d moves", "Вставлено партію з %d ходів",
                       "Вставлена партия из %d ходов", "Поставена е партия от %d хода"}},
    [S_MSG_PASTE_REFUSED] = {{"Paste refused — %s. The game on the board is unchanged.",
                              "Вставку відхилено — %s. Партія на дошці не змінилася.",
                              "Вставка отклонена — %s. Партия на доске не изменилась.",
                              "Поставянето е отказано — %s. Партията на дъската не е променена."}},
    [S_MSG_CLIPBOARD_EMPTY] = {{"The clipboard holds no text.", "У буфері обміну немає тексту.",
                                "В буфере обмена нет текста.", "В клипборда няма текст."}},
    [S_MSG_COPIED] = {{"The moves are on the clipboard.", "Ходи скопійовано в буфер обміну.",
                       "Ходы скопированы в буфер обмена.", "Ходовете са копирани в клипборда."}},
    [S_MSG_RESUME_FAILED] = {{"The saved game could not be resumed (%s); a new game was started.",
                              "Збережену партію не вдалося відновити (%s); почато нову гру.",
                              "Сохранённую партию не удалось восстановить (%s); начата новая игра.",
                              "Записаната партия не може да бъде възстановена (%s); започна нова игра."}},
    [S_MSG_RESUMED] = {{"The last game resumed at move %d.", "Останню партію відновлено з ходу %d.",
                        "Последняя партия восстановлена с хода %d.",
                        "Последната партия е възстановена от ход %d."}},
    [S_MSG_AUTOSAVE_SET_ASIDE] = {{"The saved game could not be read (%s). It is kept as %s; a new game "
                                   "has started.",
                                   "Збережену партію не вдалося прочитати (%s). Її збережено як %s; "
                                   "почато нову гру.",
                                   "Сохранённую партию не удалось прочитать (%s). Она сохранена как %s; "
                                   "начата новая игра.",
                                   "Записаната партия не може да бъде прочетена (%s). Запазена е като "
                                   "%s; започна нова игра."}},
    [S_MARK_AUTOSAVE_FAILING] = {{"Autosave is failing (%s): the moves are lost if the window closes. "
                                  "Retried after each move; Ctrl+S saves elsewhere.",
                                  "Автозбереження не працює (%s): ходи буде втрачено, якщо вікно "
                                  "закриється. Спроба повторюється після кожного ходу; Ctrl+S "
                                  "зберігає деінде.",
                                  "Автосохранение не работает (%s): ходы пропадут, если окно "
                                  "закроется. Попытка повторяется после каждого хода; Ctrl+S "
                                  "сохраняет в другое место.",
                                  "Автоматичният запис не работи (%s): ходовете ще се изгубят, ако "
                                  "прозорецът се затвори. Опитва се отново след всеки ход; Ctrl+S "
                                  "записва другаде."}},
    [S_MSG_AUTOSAVE_BACK] = {{"Autosave works again; the game is saved.",
                              "Автозбереження знову працює; партію збережено.",
                              "Автосохранение снова работает; партия сохранена.",
                              "Автоматичният запис отново работи; партията е записана."}},
    [S_CONFIRM_QUIT] = {{"Autosave is failing: the moves of this game are not saved anywhere. Quit "
                         "and lose them?",
                         "Автозбереження не працює: ходи цієї партії ніде не збережені. Вийти й "
                         "утратити їх?",
                         "Автосохранение не работает: ходы этой партии нигде не сохранены. Выйти и "
                         "потерять их?",
                         "Автоматичният запис не работи: ходовете на тази партия не са записани "
                         "никъде. Изход със загуба на ходовете?"}},
    [S_QUIT_ANYWAY] = {{"Quit", "Вийти", "Выйти", "Изход"}},
    [S_KEEP_PLAYING] = {{"Keep playing", "Грати далі", "Играть дальше", "Продължи играта"}},
    [S_MSG_STUDY] = {{"Studying a loaded game: the computer waits. V: play on against it.",
                      "Розбір відкритої партії: комп'ютер чекає. V — грати далі проти нього.",
                      "Разбор открытой партии: компьютер ждёт. V — играть дальше против него.",
                      "Разбор на отворена партия: компютърът чака. V — продължи срещу него."}},
    [S_ANALYSIS] = {{"Analysis", "Аналіз", "Анализ", "Анализ"}},
    [S_VARIATIONS] = {{"Other lines:", "Інші варіанти:", "Другие варианты:", "Други варианти:"}},
    [S_GRAPH_COMPUTING] = {{"evaluating %d/%d", "оцінка %d/%d", "оценка %d/%d", "оценка %d/%d"}},
    [S_KEY_FILES] = {{"Open / save a game, picture of the board",
                      "Відкрити / зберегти партію, малюнок дошки",
                      "Открыть / сохранить партию, картинка доски",
                      "Отваряне / запис на партия, картина на дъската"}},
    [S_KEY_COPY] = {{"Copy the moves", "Копіювати ходи", "Копировать ходы", "Копиране на ходовете"}},
    [S_KEY_PASTE] = {{"Paste a game or moves", "Вставити партію або ходи",
                      "Вставить партию или ходы", "Поставяне на партия или ходове"}},
    [S_KEY_ANALYSE] = {{"Analyse the shown position", "Аналіз показаної позиції",
                        "Анализ показанной позиции", "Анализ на показаната позиция"}},
    [S_KEY_GRAPH] = {{"Evaluation graph", "Графік оцінки", "График оценки", "Графика на оценката"}},
    [S_KEY_PLAY_ON] = {{"A loaded game: play on against the computer",
                         "Завантажена партія: грати далі проти комп’ютера",
                         "Загруженная партия: играть дальше против компьютера",
                         "Заредена партия: продължаване срещу компютъра"}},
    [S_KEY_BRANCH] = {{"At an earlier move: try another line", "На попередньому ході: інший варіант",
                       "На прошлом ходе: другой вариант", "На предишен ход: друг вариант"}},
    [S_KEY_DROP] = {{"Drop a file on the window: open it", "Перетягнути файл у вікно: відкрити",
                     "Перетащить файл в окно: открыть", "Пуснете файл в прозореца: отваряне"}},
    [S_DROP_KEY] = {{"Drag and drop", "Перетягування", "Перетаскивание", "Влачене"}},
    /* The clock and sound. */
    [S_REASON_BLACK_TIME] = {{"Black lost on time", "чорні програли за часом",
                              "чёрные проиграли по времени", "Черно загуби по време"}},
    [S_REASON_WHITE_TIME] = {{"White lost on time", "білі програли за часом",
                              "белые проиграли по времени", "Бяло загуби по време"}},
    [S_TIME_CONTROL] = {{"Clock", "Годинник", "Часы", "Часовник"}},
    [S_TC_NONE] = {{"No clock", "Без годинника", "Без часов", "Без часовник"}},
    [S_TC_ABSOLUTE] = {{"%s a game", "%s на партію", "%s на партию", "%s за партията"}},
    [S_TC_FISCHER] = {{"%s + %s a move (Fischer)", "%s + %s за хід (Фішер)",
                       "%s + %s за ход (Фишер)", "%s + %s на ход (Фишер)"}},
    [S_TC_BYOYOMI] = {{"%s + %d × %s byo-yomi", "%s + %d × %s бйойомі", "%s + %d × %s бёёми",
                       "%s + %d × %s бьойоми"}},
    [S_TC_PER_MOVE] = {{"%s a move", "%s на хід", "%s на ход", "%s на ход"}},
    [S_UNIT_H] = {{"%d h", "%d год", "%d ч", "%d ч"}},
    [S_UNIT_MIN] = {{"%d min", "%d хв", "%d мин", "%d мин"}},
    [S_UNIT_SEC] = {{"%s s", "%s с", "%s с", "%s сек"}},
    [S_PAUSE] = {{"Pause", "Пауза", "Пауза", "Пауза"}},
    [S_RESUME] = {{"Resume", "Продовжити", "Продолжить", "Продължи"}},
    [S_PAUSED] = {{"Paused: both clocks are stopped", "Пауза: обидва годинники зупинено",
                   "Пауза: оба часов остановлены", "Пауза: двата часовника са спрени"}},
    [S_MSG_PAUSED] = {{"The game is paused: resume it first (%s).",
                       "Гру призупинено: спершу продовжіть її (%s).",
                       "Игра на паузе: сначала продолжите её (%s).",
                       "Играта е на пауза: първо я продължете (%s)."}},
    [S_MSG_NO_UNDO_CLOCK] = {{"No taking back moves in a game on a clock.",
                              "У партії з годинником ходи не повертають.",
                              "В партии с часами ходы не возвращают.",
                              "В партия с часовник ходове не се връщат."}},
    [S_KEY_PAUSE] = {{"Pause / resume the clocks", "Пауза / продовжити годинники",
                      "Пауза / продолжить часы", "Пауза / продължаване на часовниците"}},
    [S_SOUND] = {{"Sound %d%%", "Звук %d%%", "Звук %d%%", "Звук %d%%"}},
    [S_SOUND_OFF] = {{"Sound off", "Звук вимкнено", "Звук выключен", "Без звук"}},
    [S_KEY_SOUND] = {{"Sound on / off; volume", "Звук увімк. / вимк.; гучність",
                      "Звук вкл. / выкл.; громкость", "Звук вкл. / изкл.; сила"}},
    [S_EVAL_FORCED_WIN] = {{"%s wins (forced, %d moves)", "%s виграють (форсовано, ходів: %d)",
                            "%s выигрывают (форсированно, ходов: %d)",
                            "%s печели (форсирано, ходове: %d)"}},
    [S_LEGEND_FOULS_OF_OPPONENT] = {{"Black may not play here (White may)",
                                     "Чорним сюди не можна (білим можна)",
                                     "Чёрным сюда нельзя (белым можно)",
                                     "Черно не може да играе тук (Бяло може)"}},
    [S_MSG_SWAPPED] = {{"Colours swapped. Now Black: %s · White: %s",
                        "Кольори обміняно. Тепер чорні: %s · білі: %s",
                        "Цвета обменяны. Теперь чёрные: %s · белые: %s",
                        "Цветовете са разменени. Сега черни: %s · бели: %s"}},
    [S_LEGEND_PROPOSALS] = {{"A–%c on the board: the proposed fifth moves",
                             "A–%c на дошці: запропоновані п’яті ходи",
                             "A–%c на доске: предложенные пятые ходы",
                             "A–%c на дъската: предложените пети ходове"}},
    [S_LEGEND_LINE] = {{"Expected line (small numbered stones): ",
                        "Очікуваний варіант (малі камені з номерами): ",
                        "Ожидаемый вариант (малые камни с номерами): ",
                        "Очакван вариант (малки номерирани камъни): "}},
    [S_EVAL_FORCED_WIN_ONE] = {{"%s wins (forced, 1 move)", "%s виграють (форсовано, ходів: 1)",
                                "%s выигрывают (форсированно, ходов: 1)",
                                "%s печели (форсирано, ходове: 1)"}},
    [S_LOOK_PSEUDO_THREE] = {{"- %s pseudo-three %s: a straight four at %s would be an overline, so no three.",
                              "- %s: псевдотрійка %s — відкрита четвірка в %s була б довгим рядом, тож це не трійка.",
                              "- %s: псевдотройка %s — открытая четвёрка в %s была бы длинным рядом, так что это не тройка.",
                              "- %s: псевдотройка %s — права четворка в %s би била надлиние, значи не е тройка."}},
    [S_LOOK_PSEUDO_FOUR] = {{"- %s pseudo-four %s: the five at %s would be an overline, so no four.",
                             "- %s: псевдочетвірка %s — п’ятірка в %s була б довгим рядом, тож це не четвірка.",
                             "- %s: псевдочетвёрка %s — пятёрка в %s была бы длинным рядом, так что это не четвёрка.",
                             "- %s: псевдочетворка %s — петицата в %s би била надлиние, значи не е четворка."}},
    [S_LOOK_BLOCKED_THREE] = {{"- %s blocked three %s: %s makes only a four, never a straight four, so no three.",
                               "- %s: закрита трійка %s — %s дає лише четвірку, не відкриту, тож це не трійка.",
                               "- %s: закрытая тройка %s — %s даёт лишь четвёрку, не открытую, так что это не тройка.",
                               "- %s: затворена тройка %s — %s дава само четворка, не права, значи не е тройка."}},
    [S_LEGEND_REAL_POINT] = {{"makes a straight four", "дає відкриту четвірку",
                              "даёт открытую четвёрку", "дава права четворка"}},
    [S_LEGEND_FALSE_POINT] = {{"false: forbidden (3×3, 4×4) or an overline (6)",
                               "несправжня: фол (3×3, 4×4) або довгий ряд (6)",
                               "ложная: фол (3×3, 4×4) или длинный ряд (6)",
                               "фалшива: забранена (3×3, 4×4) или надлиние (6)"}},
    [S_LEGEND_FIVE_POINT] = {{"the four's five", "п’ятірка четвірки", "пятёрка четвёрки",
                              "петицата на четворката"}},
    [S_LEGEND_FOUR_POINT] = {{"only a four (4), never a straight four",
                              "лише четвірка (4), не відкрита",
                              "лишь четвёрка (4), не открытая",
                              "само четворка (4), не права"}},
};

static const Tr OPENING_TITLES[OPENING_COUNT] = {
    [OPENING_FREE] = {{"Free (first stone in the centre)", "Вільний (перший камінь у центр)",
                       "Свободный (первый камень в центр)",
                       "Свободен (първият камък в центъра)"}},
    [OPENING_TARAGUCHI10] = {{"Taraguchi-10", "Тарагучі-10", "Тарагучи-10", "Тарагучи-10"}},
    [OPENING_SOOSORV8] = {{"Soosõrv-8", "Соосирв-8", "Соосырв-8", "Соосьорв-8"}},
    [OPENING_SWAP2] = {{"Swap2", "Swap2", "Swap2", "Swap2"}},
};

const char *i18n_opening_title(Lang lang, OpeningId id)
{
    if ((unsigned)id >= OPENING_COUNT) {
        return "?";
    }
    if ((unsigned)lang >= LANG_COUNT) {
        lang = LANG_EN;
    }
    return OPENING_TITLES[id].t[lang];
}

static const char *const LANG_NAMES[LANG_COUNT] = {"English", "Українська", "Русский",
                                                   "Български"};
static const char *const LANG_CODES[LANG_COUNT] = {"en", "uk", "ru", "bg"};

const char *i18n_text(Lang lang, StrId id)
{
    if ((unsigned)id >= S_COUNT) {
        return "?";
    }
    if ((unsigned)lang >= LANG_COUNT || !STRINGS[id].t[lang]) {
        lang = LANG_EN;
    }
    return STRINGS[id].t[lang] ? STRINGS[id].t[lang] : "?";
}

const char *i18n_lang_name(Lang lang)
{
    return (unsigned)lang < LANG_COUNT ? LANG_NAMES[lang] : "?";
}

const char *i18n_lang_code(Lang lang)
{
    return (unsigned)lang < LANG_COUNT ? LANG_CODES[lang] : "en";
}

Lang i18n_lang_from_code(const char *code)
{
    if (!code) {
        return LANG_COUNT;
    }
    for (int i = 0; i < LANG_COUNT; i++) {
        size_t n = strlen(LANG_CODES[i]);
        if (strncmp(code, LANG_CODES[i], n) == 0 &&
            (code[n] == '\0' || code[n] == '_' || code[n] == '.' || code[n] == '-' ||
             code[n] == '\n')) {
            return (Lang)i;
        }
    }
    return LANG_COUNT;
}

static const Tr RULE_TITLES[RULE_COUNT] = {
    [RULE_RENJU] = {{"Renju", "Рендзю", "Рэндзю", "Рендзю"}},
    [RULE_GOMOKU] = {{"Gomoku (five or more)", "Гомоку (п’ять і більше)",
                      "Гомоку (пять и больше)", "Гомоку (пет и повече)"}},
    [RULE_GOMOKU_EXACT] = {{"Gomoku (exactly five)", "Гомоку (рівно п’ять)",
                            "Гомоку (ровно пять)", "Гомоку (точно пет)"}},
    [RULE_GOMOKU_FORBIDDEN_CENTRE] = {{"Gomoku, forbidden centre", "Гомоку, заборонений центр",
                                       "Гомоку, запретный центр", "Гомоку, забранен център"}},
    [RULE_GOMOKU_COMMON_CENTRE] = {{"Gomoku, common centre", "Гомоку, спільний центр",
                                    "Гомоку, общий центр", "Гомоку, общ център"}},
    [RULE_ANTI_RENJU] = {{"Anti-renju", "Антирендзю", "Антирэндзю", "Антирендзю"}},
    [RULE_OLD_RENJU] = {{"Old renju (19x19)", "Старе рендзю (19×19)", "Старое рэндзю (19×19)",
                         "Старо рендзю (19×19)"}},
    [RULE_GOMOKUNARABE] = {{"Gomokunarabe", "Гомокунарабе", "Гомокунарабе", "Гомокунарабе"}},
    [RULE_PENTE] = {{"Pente", "Пенте", "Пенте", "Пенте"}},
};

const char *i18n_rule_title(Lang lang, RuleId id)
{
    if ((unsigned)id >= RULE_COUNT) {
        return "?";
    }
    if ((unsigned)lang >= LANG_COUNT) {
        lang = LANG_EN;
    }
    return RULE_TITLES[id].t[lang];
}

/* Verdict names per language ([LANG_EN] is unused: English is the rules module's own). */
static const char *const VERDICTS[LANG_COUNT][VERDICT_STRAIGHT_FOUR + 1] = {
    [LANG_UK] = {"дозволено", "п’ятірка", "зайнято", "поза дошкою", "довгий ряд",
                 "подвійна четвірка (4×4)", "подвійна трійка (3×3)", "відкрита четвірка"},
    [LANG_RU] = {"разрешено", "пятёрка", "занято", "вне доски", "длинный ряд",
                 "двойная четвёрка (4×4)", "двойная тройка (3×3)", "открытая четвёрка"},
    [LANG_BG] = {"разрешено", "петица", "заето", "извън дъската", "надлиние",
                 "двойна четворка (4×4)", "двойна тройка (3×3)", "открита четворка"},
};

const char *i18n_verdict(Lang lang, RuleVerdict v)
{
    if ((unsigned)v > VERDICT_STRAIGHT_FOUR) {
        return "?";
    }
    if ((unsigned)lang >= LANG_COUNT || lang == LANG_EN) {
        return rules_verdict_name(v);
    }
    return VERDICTS[lang][v];
}

/* ---- Explanations ------------------------------------------------------------------ */

/* The explanation's words in the three languages the rules module does not write (its
 * English is rules_explain_english()); rules_explain_write() builds every one's text. */
static const RuleExplainWords WORDS[LANG_COUNT] = {
    [LANG_UK] = {.verdicts = VERDICTS[LANG_UK],
                 .colours = {"чорних", "білих"},
                 .off_board = "%s поза дошкою.",
                 .occupied = "%s зайнятий.",
                 .five = "%s виграє для %s: п’ять у ряд (п’ятірка важливіша за фол).",
                 .allowed = "%s дозволений для %s.",
                 .forbidden = "%s заборонений для %s: %s.",
                 .line = "- %s: %s ",
                 .dirs = {"горизонталь", "вертикаль", "діагональ", "зворотна діагональ"},
                 .shapes = {"", "трійка", "четвірка", "відкрита четвірка", "подвійна четвірка",
                            "п’ятірка", "довгий ряд"},
                 .three = " — %s",
                 .real_three = "справжня",
                 .false_three = "несправжня",
                 .first_point = ": ",
                 .next_point = "; ",
                 .point_ok = "%s дає відкриту четвірку",
                 .point_five = "%s дає п’ятірку на іншій лінії",
                 .point_foul = "%s сам є фолом (%s)",
                 .point_overline = "%s сам є фолом (%s)",
                 .five_at = ", п’ятірка в %s",
                 .or_word = " або ",
                 .four_three = "Четвірка й трійка (4×3) — не фол.",
                 .one_three = "Лише одна справжня трійка: подвійної трійки немає.",
                 .no_three = "Жодної справжньої трійки: подвійної трійки немає."},
    [LANG_RU] = {.verdicts = VERDICTS[LANG_RU],
                 .colours = {"чёрных", "белых"},
                 .off_board = "%s вне доски.",
                 .occupied = "%s занят.",
                 .five = "%s выигрывает для %s: пять в ряд (пятёрка важнее фола).",
                 .allowed = "%s разрешён для %s.",
                 .forbidden = "%s запрещён для %s: %s.",
                 .line = "- %s: %s ",
                 .dirs = {"горизонталь", "вертикаль", "диагональ", "обратная диагональ"},
                 .shapes = {"", "тройка", "четвёрка", "открытая четвёрка", "двойная четвёрка",
                            "пятёрка", "длинный ряд"},
                 .three = " — %s",
                 .real_three = "настоящая",
                 .false_three = "ложная",
                 .first_point = ": ",
                 .next_point = "; ",
                 .point_ok = "%s даёт открытую четвёрку",
                 .point_five = "%s даёт пятёрку на другой линии",
                 .point_foul = "%s сам является фолом (%s)",
                 .point_overline = "%s сам является фолом (%s)",
                 .five_at = ", пятёрка в %s",
                 .or_word = " или ",
                 .four_three = "Четвёрка и тройка (4×3) — не фол.",
                 .one_three = "Лишь одна настоящая тройка: двойной тройки нет.",
                 .no_three = "Ни одной настоящей тройки: двойной тройки нет."},
    [LANG_BG] = {.verdicts = VERDICTS[LANG_BG],
                 .colours = {"Черно", "Бяло"},
                 .off_board = "%s е извън дъската.",
                 .occupied = "%s е зает.",
                 .five = "%s печели за %s: пет в редица (петицата е с предимство).",
                 .allowed = "%s е разрешен за %s.",
                 .forbidden = "%s е забранен за %s: %s.",
                 .line = "- %s: %s ",
                 .dirs = {"хоризонтал", "вертикал", "диагонал", "обратен диагонал"},
                 .shapes = {"", "тройка", "четворка", "открита четворка", "двойна четворка",
                            "петица", "надлиние"},
                 .three = " — %s",
                 .real_three = "истинска",
                 .false_three = "фалшива",
                 .first_point = ": ",
                 .next_point = "; ",
                 .point_ok = "%s дава открита четворка",
                 .point_five = "%s дава петица на друга линия",
                 .point_foul = "%s сам е забранен (%s)",
                 .point_overline = "%s сам е забранен (%s)",
                 .five_at = ", петица в %s",
                 .or_word = " или ",
                 .four_three = "Четворка и тройка (4×3) не е нарушение.",
                 .one_three = "Само една истинска тройка: няма двойна тройка.",
                 .no_three = "Нито една истинска тройка: няма двойна тройка."},
};

size_t i18n_explain(Lang lang, const RuleExplanation *e, char *buf, size_t cap)
{
    bool english = (unsigned)lang >= LANG_COUNT || lang == LANG_EN;
    return rules_explain_write(english ? rules_explain_english() : &WORDS[lang], e, buf, cap);
}

const char *i18n_dir_name(Lang lang, int dir)
{
    if (dir < 0 || dir >= DIR_COUNT) {
        return "?";
    }
    bool english = (unsigned)lang >= LANG_COUNT || lang == LANG_EN;
    return (english ? rules_explain_english() : &WORDS[lang])->dirs[dir];
}

size_t i18n_explain_short(Lang lang, const RuleExplanation *e, char *buf, size_t cap)
{
    char full[1024];
    i18n_explain(lang, e, full, sizeof full);
    size_t n = strcspn(full, "\n");
    if (cap == 0) {
        return 0;
    }
    if (n >= cap) {
        n = cap - 1;
    }
    memcpy(buf, full, n);
    buf[n] = '\0';
    return n;
}

size_t i18n_result(Lang lang, const Game *g, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    StrId head = g->result == RESULT_BLACK_WINS   ? S_BLACK_WINS
                 : g->result == RESULT_WHITE_WINS ? S_WHITE_WINS
                                                  : S_DRAW;
    if (g->result == RESULT_NONE) {
        return 0;
    }
    StrId why = S_COUNT;
    switch (g->reason) {
    case REASON_FIVE: why = S_REASON_FIVE; break;
    case REASON_RESIGN:
        why = g->result == RESULT_WHITE_WINS ? S_REASON_BLACK_RESIGNED : S_REASON_WHITE_RESIGNED;
        break;
    case REASON_TWO_PASSES: why = S_REASON_TWO_PASSES; break;
    case REASON_NO_FIVE: why = S_REASON_NO_FIVE; break;
    case REASON_FULL_BOARD: why = S_REASON_FULL_BOARD; break;
    case REASON_AGREED: why = S_REASON_AGREED; break;
    case REASON_CAPTURES: why = S_REASON_CAPTURES; break;
    case REASON_STONES_EXHAUSTED: why = S_REASON_STONES; break;
    case REASON_TIME:
        why = g->result == RESULT_WHITE_WINS ? S_REASON_BLACK_TIME : S_REASON_WHITE_TIME;
        break;
    case REASON_NONE: break;
    }
    text_append(buf, cap, &len, "%s", i18n_text(lang, head));
    if (why != S_COUNT) {
        text_append(buf, cap, &len, " — %s", i18n_text(lang, why));
    }
    return len;
}

size_t i18n_eval(Lang lang, int score, Stone side, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    /* The score is from the side to move; show it for whoever leads. */
    Stone leader = score >= 0 ? side : stone_opponent(side);
    int mag = score >= 0 ? score : -score;
    const char *who = i18n_text(lang, leader == STONE_BLACK ? S_BLACK : S_WHITE);
    if (ai_score_is_win(mag)) {
        int plies = AI_WIN_SCORE - mag;
        int moves = (plies + 1) / 2;
        if (moves <= 1) {
            text_append(buf, cap, &len, i18n_text(lang, S_EVAL_FORCED_WIN_ONE), who);
        } else {
            text_append(buf, cap, &len, i18n_text(lang, S_EVAL_FORCED_WIN), who, moves);
        }
    } else if (mag < 10) {
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_EVAL_EVEN));
    } else {
        char num[16];
        snprintf(num, sizeof num, "+%d.%d", mag / 100, (mag % 100) / 10);
        text_append(buf, cap, &len, i18n_text(lang, S_EVAL_ADV), who, num);
    }
    return len;
}

/* ---- The 26 standard openings (named_opening.h) ------------------------------------ */

/* English: the RIF's transliteration, without the long-vowel marks (Shogetsu, Myojo).
 * Ukrainian: Kovalenko's system (Каґецу, Сьоґецу, Тьосей); Russian: Polivanov's (Кагэцу,
 * Сёгэцу, Тёсэй); Bulgarian: the usual Bulgarian spelling of Japanese (Кагецу,
 * Шогецу, Чосей). */
static const Tr NAMED_OPENINGS[NAMED_OPENING_COUNT] = {
    [NAMED_KANSEI] = {{"Kansei", "Кансей", "Кансэй", "Кансей"}},
    [NAMED_KEIGETSU] = {{"Keigetsu", "Кейґецу", "Кэйгэцу", "Кейгецу"}},
    [NAMED_SOSEI] = {{"Sosei", "Сосей", "Сосэй", "Сосей"}},
    [NAMED_KAGETSU] = {{"Kagetsu", "Каґецу", "Кагэцу", "Кагецу"}},
    [NAMED_ZANGETSU] = {{"Zangetsu", "Дзанґецу", "Дзангэцу", "Дзангецу"}},
    [NAMED_UGETSU] = {{"Ugetsu", "Уґецу", "Угэцу", "Угецу"}},
    [NAMED_KINSEI] = {{"Kinsei", "Кінсей", "Кинсэй", "Кинсей"}},
    [NAMED_SHOGETSU] = {{"Shogetsu", "Сьоґецу", "Сёгэцу", "Шогецу"}},
    [NAMED_KYUGETSU] = {{"Kyugetsu", "Кюґецу", "Кюгэцу", "Кюгецу"}},
    [NAMED_SHINGETSU] = {{"Shingetsu", "Сінґецу", "Сингэцу", "Шингецу"}},
    [NAMED_ZUISEI] = {{"Zuisei", "Дзуйсей", "Дзуйсэй", "Дзуйсей"}},
    [NAMED_SANGETSU] = {{"Sangetsu", "Санґецу", "Сангэцу", "Сангецу"}},
    [NAMED_YUSEI] = {{"Yusei", "Юсей", "Юсэй", "Юсей"}},
    [NAMED_CHOSEI] = {{"Chosei", "Тьосей", "Тёсэй", "Чосей"}},
    [NAMED_KYOGETSU] = {{"Kyogetsu", "Кьоґецу", "Кёгэцу", "Кьогецу"}},
    [NAMED_KOSEI] = {{"Kosei", "Косей", "Косэй", "Косей"}},
    [NAMED_SUIGETSU] = {{"Suigetsu", "Суйґецу", "Суйгэцу", "Суйгецу"}},
    [NAMED_RYUSEI] = {{"Ryusei", "Рюсей", "Рюсэй", "Рюсей"}},
    [NAMED_UNGETSU] = {{"Ungetsu", "Унґецу", "Унгэцу", "Унгецу"}},
    [NAMED_HOGETSU] = {{"Hogetsu", "Хоґецу", "Хогэцу", "Хогецу"}},
    [NAMED_RANGETSU] = {{"Rangetsu", "Ранґецу", "Рангэцу", "Рангецу"}},
    [NAMED_GINGETSU] = {{"Gingetsu", "Ґінґецу", "Гингэцу", "Гингецу"}},
    [NAMED_MYOJO] = {{"Myojo", "Мьодзьо", "Мёдзё", "Мьоджо"}},
    [NAMED_SHAGETSU] = {{"Shagetsu", "Сяґецу", "Сягэцу", "Шагецу"}},
    [NAMED_MEIGETSU] = {{"Meigetsu", "Мейґецу", "Мэйгэцу", "Мейгецу"}},
    [NAMED_SUISEI] = {{"Suisei", "Суйсей", "Суйсэй", "Суйсей"}},
};

const char *i18n_named_opening(Lang lang, NamedOpening id)
{
    if (id < 0 || id >= NAMED_OPENING_COUNT) {
        return "";
    }
    if ((unsigned)lang >= LANG_COUNT) {
        lang = LANG_EN;
    }
    return NAMED_OPENINGS[id].t[lang];
}

/* "1 h 30 min", "5 min", "2.5 s": the units of a control in lang. */
static void duration_text(Lang lang, int64_t ms, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    int h = (int)(ms / 3600000), m = (int)(ms / 60000 % 60);
    int64_t s = ms % 60000;
    if (h) {
        text_append(buf, cap, &len, i18n_text(lang, S_UNIT_H), h);
    }
    if (m) {
        text_append(buf, cap, &len, "%s", len ? " " : "");
        text_append(buf, cap, &len, i18n_text(lang, S_UNIT_MIN), m);
    }
    if (s || len == 0) {
        char num[16];
        if (s % 1000) {
            snprintf(num, sizeof num, "%d.%03d", (int)(s / 1000), (int)(s % 1000));
            for (size_t k = strlen(num); num[k - 1] == '0'; k--) {
                num[k - 1] = '\0';
            }
        } else {
            snprintf(num, sizeof num, "%d", (int)(s / 1000));
        }
        text_append(buf, cap, &len, "%s", len ? " " : "");
        text_append(buf, cap, &len, i18n_text(lang, S_UNIT_SEC), num);
    }
}

size_t i18n_time_control(Lang lang, const TimeControl *tc, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    char a[48], b[48];
    duration_text(lang, tc->base_ms, a, sizeof a);
    switch (tc->kind) {
    case CLOCK_ABSOLUTE: text_append(buf, cap, &len, i18n_text(lang, S_TC_ABSOLUTE), a); break;
    case CLOCK_FISCHER:
        duration_text(lang, tc->increment_ms, b, sizeof b);
        text_append(buf, cap, &len, i18n_text(lang, S_TC_FISCHER), a, b);
        break;
    case CLOCK_BYOYOMI:
        duration_text(lang, tc->period_ms, b, sizeof b);
        text_append(buf, cap, &len, i18n_text(lang, S_TC_BYOYOMI), a, tc->periods, b);
        break;
    case CLOCK_PER_MOVE:
        duration_text(lang, tc->period_ms, b, sizeof b);
        text_append(buf, cap, &len, i18n_text(lang, S_TC_PER_MOVE), b);
        break;
    case CLOCK_NONE:
    case CLOCK_KIND_COUNT: text_append(buf, cap, &len, "%s", i18n_text(lang, S_TC_NONE)); break;
    }
    return len;
}

size_t i18n_search_line(Lang lang, const char *head, const AiInfo *in, Stone side, char *buf,
                        size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    char ev[96], best[8];
    i18n_eval(lang, in->score, side, ev, sizeof ev);
    board_format_point(in->best, best, sizeof best);
    if (head) {
        text_append(buf, cap, &len, "%s: ", head);
    }
    text_append(buf, cap, &len, "%s · %s %s · %s %d", ev, i18n_text(lang, S_BEST), best,
                i18n_text(lang, S_DEPTH), in->depth);
    return len;
}
