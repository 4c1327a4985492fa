#pragma once

#include "shell/main_window.h"

namespace kafscope::ui {
class ClusterOverviewView;
}

namespace kafscope::app {

// Kafscope's window: the shell (ui::MainWindow) with every view of ui/ made, added to the
// navigator and wired. This is the one place that knows both the shell and the views, and the
// views one another ("browse these messages", "produce again", "open the group"): each view only
// emits what the user asked for, and the wiring here decides which view answers.
class Window : public ui::MainWindow {
    Q_OBJECT
public:
    explicit Window(QWidget *parent = nullptr);

    ui::ClusterOverviewView *overview() const { return m_overview; }

protected:
    ui::MainWindow *newWindow() const override;

private:
    void addClusterViews();
    void addDataViews();
    void addConsumerViews();
    void addSecurityViews();
    void addTestingViews();

    ui::ClusterOverviewView *m_overview = nullptr;
};

} // namespace kafscope::app
