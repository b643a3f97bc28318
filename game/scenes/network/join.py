"""Join a table hosted on another computer: the tables announced on the local network (a
click fills in the address), or an address typed by hand, the host's join code and the
player's name. Joining happens on a thread (the screen says so meanwhile); a refusal or an
address where nobody answers is said in words, and nothing typed is lost.

A seat this program sat at before (files/joined.py) is asked for again with its token, so
a player who left, or whose program closed, sits back down at the same seat.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import pygame

from ...files.joined import remember_seat, seat_token
from ...files.tables import NAME_LIMIT
from ...i18n import N_, _
from ...net.client import HostGone, Refused, TableClient, address_uri, parse_address
from ...net.discovery import Announced, TableBrowser
from ...net.joincode import normalise
from ...net.seating import DEFAULT_PORT
from ...net.table_link import joined_session
from ...shell.catalogue import entry
from ...ui import theme
from ...ui.painter import Painter
from ...ui.viewport import LOGICAL_W
from ...ui.widgets import Button, Choice, TextInput, Widget
from ..common import FormScene
from ..registry import open_game
from .wake import wake_window

LEFT_X, RIGHT_X, COL_W = 64, 688, 528
FIRST_STATE_SECONDS = 10.0  # the host sends the table at once; this long is a dead host
LISTED = 5  # announced tables shown


@dataclass
class Attempt:
    """One join on its thread: its client once seated, else the words why not."""

    done: bool = False
    client: TableClient | None = None
    error: str = ""


def table_address(table: Announced) -> str:
    return f"{table.address}:{table.port}"


class TableList:
    """The local network's tables, looked up on a thread every second or so."""

    def __init__(self) -> None:
        self.found: list[Announced] = []
        self.listening = True  # until the browser says the local network cannot be heard
        self._stop = threading.Event()
        threading.Thread(target=self._run, name="net-browse", daemon=True).start()

    def _run(self) -> None:
        browser = TableBrowser()
        if not browser.start():
            self.listening = False
            return
        try:
            while not self._stop.wait(1.0):
                self.found = browser.tables()[:LISTED]
                wake_window()
        finally:
            browser.close()

    def stop(self) -> None:
        self._stop.set()


class JoinScene(FormScene):
    title = N_("Join a table")
    subtitle = N_("Play at a table hosted on another computer.")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.address = ""
        self.code = ""
        self.name = ""  # (the host's names are its own: a default here would clash)
        self.attempt: Attempt | None = None
        self.error = ""
        self.tables = TableList()
        self._shown: list[Announced] = []
        # A listed table picked: its free seats, and the one chosen (None: any free seat, or
        # the one the host named as this player is named).
        self.picked: Announced | None = None
        self.seat: int | None = None

    # ---- widgets ---------------------------------------------------------------------
    def build(self) -> list[Widget]:
        self._shown = list(self.tables.found)
        widgets: list[Widget] = []
        for i, table in enumerate(self._shown):
            widgets.append(
                Button(
                    self.table_words(table),
                    (LEFT_X, 208 + i * 64, COL_W, 56),
                    lambda t=table: self.pick(t),
                    size=theme.SIZE_BODY,
                )
            )
        widgets += [
            TextInput((RIGHT_X, 200, COL_W, 48), self.address, self._set("address"), max_len=60),
            TextInput((RIGHT_X, 300, COL_W, 48), self.code, self._set("code"), max_len=12),
            TextInput((RIGHT_X, 400, COL_W, 48), self.name, self._set("name"), NAME_LIMIT),
            *self.seat_widgets(),
            Button(_("Back"), (LEFT_X, 624, 200, 56), self.back),
            Button(
                _("Join"),
                (LOGICAL_W - 64 - 280, 624, 280, 56),
                self.join,
                primary=True,
                enabled=self.attempt is None,
            ),
        ]
        return widgets

    def seat_widgets(self) -> list[Widget]:
        """A picked table's free seats, by the names the host gave them."""
        table = self.picked
        if table is None or not table.seats or self.address != table_address(table):
            return []
        choices: list[tuple[int | None, str]] = [(None, _("Any free seat"))]
        choices += [(seat, name) for seat, name in table.seats]

        def choose(seat: int | None) -> None:
            self.seat = seat

        rect = (RIGHT_X, 460, COL_W, 44)
        return [Choice(_("Seat"), rect, choices, self.seat, choose, label_width=110)]

    def table_words(self, table: Announced) -> str:
        game = entry(table.game)
        title = game.title if game is not None else table.game
        return _("{table} · {game} · {free} free").format(
            table=table.name or table.address, game=title, free=table.free
        )

    def _set(self, field: str):
        def set_value(text: str) -> None:
            setattr(self, field, text)
            self.error = ""

        return set_value

    def pick(self, table: Announced) -> None:
        """A listed table: its address is filled in; the code is still the host's to tell."""
        self.address = table_address(table)
        self.picked, self.seat = table, None
        self.error = ""
        self.form.set_widgets(self.build())
        code_box = next(
            w for w in self.form.widgets if isinstance(w, TextInput) and w.rect.y == 300
        )
        self.form.set_focus(code_box)

    # ---- joining ---------------------------------------------------------------------
    def join(self) -> None:
        if self.attempt is not None:
            return
        try:
            host, port = parse_address(self.address, DEFAULT_PORT)
        except ValueError:
            self.error = _(
                "Type the host's address, as its lobby shows it (such as 192.168.1.20:47334)."
            )
            return
        code = normalise(self.code)
        if not code:
            self.error = _("Type the join code the host's lobby shows.")
            return
        name = self.name.strip() or _("Guest")
        self.error = ""
        self.attempt = attempt = Attempt()
        uri, key = address_uri(host, port), f"{host}:{port}|{code}"
        threading.Thread(
            target=self._join, args=(attempt, uri, code, name, key, self.chosen_seat()), daemon=True
        ).start()
        self.form.set_widgets(self.build())

    def chosen_seat(self) -> int | None:
        """The seat picked from a listed table's free seats (its address still typed)."""
        table = self.picked
        return self.seat if table is not None and self.address == table_address(table) else None

    def _join(
        self, attempt: Attempt, uri: str, code: str, name: str, key: str, seat: int | None
    ) -> None:
        """On a thread: sit down (at the remembered seat, if any) and wait for the table."""
        known = seat_token(key)
        client = TableClient(uri, code, name, *(known or (seat, None)))
        try:
            try:
                client.join()
            except Refused as exc:
                if known is None or exc.reason != "bad_token":
                    raise
                client = TableClient(uri, code, name, seat)  # the remembered seat is gone
                client.join()
            end = time.monotonic() + FIRST_STATE_SECONDS
            while client.latest is None and client.lost is None and time.monotonic() < end:
                time.sleep(0.02)
            if client.latest is None:
                client.close()
                raise HostGone("no table came")
            remember_seat(key, client.seat, client.token or "")
            attempt.client = client
        except Refused as exc:
            attempt.error = exc.words()
        except HostGone:
            attempt.error = _("No table answers at that address. Is the host's lobby open?")
        except Exception as exc:  # never a traceback in front of a player
            attempt.error = _("Joining failed ({reason}).").format(reason=exc)
        attempt.done = True
        wake_window()

    def update(self, dt: float) -> None:
        if self.tables.found != self._shown and self.attempt is None:
            self.rebuild()
        attempt = self.attempt
        if attempt is None or not attempt.done:
            return
        self.attempt = None
        if attempt.client is None:
            self.error = attempt.error
            self.app.sounds.play("misplay")
            self.rebuild()
            return
        self.open_table(attempt.client)

    def rebuild(self) -> None:
        """The widgets again (the listed tables changed): a text box keeps the keyboard focus,
        so what the player is typing goes on into it (a box has nothing the form could know it
        by, and a table listed above moves every widget's place)."""
        boxes = [w for w in self.form.widgets if isinstance(w, TextInput)]
        typing = boxes.index(self.form.focus) if self.form.focus in boxes else None
        self.form.set_widgets(self.build(), keep_index=True)
        if typing is not None:
            self.form.set_focus([w for w in self.form.widgets if isinstance(w, TextInput)][typing])

    def open_table(self, client: TableClient) -> None:
        from ..screens import main_menu

        session = joined_session(client, wake_window)
        session.link.poll()  # the table the host sent
        self.app.sounds.play("curtain")
        self.app.stack.reset(main_menu(self.app), open_game(self.app, session))

    def exit(self) -> None:
        self.tables.stop()

    def handle(self, event: pygame.event.Event) -> bool:
        focus = self.form.focus
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and isinstance(focus, TextInput)
        ):
            self.join()
            return True
        return super().handle(event)

    # ---- drawing ---------------------------------------------------------------------
    def decorate(self, painter: Painter) -> None:
        painter.panel((LEFT_X - 24, 144, COL_W + 48, 464))
        painter.panel((RIGHT_X - 24, 144, COL_W + 48, 464))
        painter.text(_("On this network"), (LEFT_X, 164), theme.SIZE_LABEL, bold=True)
        if not self._shown:
            words = (
                _("Looking for tables… A table hosted on this network shows here by itself.")
                if self.tables.listening
                else _("This computer cannot list the network's tables: type the address.")
            )
            painter.text(words, (LEFT_X, 212), theme.SIZE_BODY, theme.TEXT_DIM, wrap=COL_W)
        for label, y in ((_("Address"), 164), (_("Join code"), 264), (_("Your name"), 364)):
            painter.text(label, (RIGHT_X, y), theme.SIZE_LABEL, bold=True)
        if self.attempt is not None:
            painter.text(_("Joining…"), (RIGHT_X, 520), theme.SIZE_BODY, theme.ACCENT)
        elif self.error:
            painter.text(self.error, (RIGHT_X, 516), theme.SIZE_BODY, theme.DANGER, wrap=COL_W)
