command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:51:06Z
finished_utc: 2026-12-05T11:51:12Z
elapsed_s: 6.4
load_before:  11:51:06 up 44 min,  0 user,  load average: 3.94, 4.08, 4.01
busiest_before: rustc(89.8%) rustc(41.6%) cargo(2.9%) kworker/1:1-mm_(1.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj2.json
