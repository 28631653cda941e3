command: /work/scratch-bench/iozone-src/src/iozone -t 1 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T09:00:21Z
finished_utc: 2026-12-05T09:00:37Z
elapsed_s: 16.9
load_before:  09:00:21 up  4:14,  0 user,  load average: 5.14, 4.22, 4.65
busiest_before: kworker/1:2H-kblockd(0.6%) kdamond.0(0.5%) kworker/1:7-dio/vda(0.2%) kworker/u8:1-ext4-rsv-conversion(0.2%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t1.txt
