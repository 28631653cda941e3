command: /work/scratch-bench/iozone-src/src/iozone -t 4 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:38:25Z
finished_utc: 2026-12-05T08:38:45Z
elapsed_s: 19.1
load_before:  08:38:25 up  3:52,  0 user,  load average: 6.09, 5.97, 5.74
busiest_before: rustc(58.0%) rustc(54.2%) pixreport(50.0%) pixreport(47.6%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t4.txt
